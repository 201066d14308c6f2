import { queryOptions, type QueryClient } from "@tanstack/react-query";
import { ApiClientError, apiFetch } from "@/lib/api/client";
import { BOOKING_POLL_MS, VIDEO_TOKEN_REFRESH_MS } from "@/lib/meetings/constants";
import { meetingKeys } from "@/lib/meetings/query-keys";
import { bookingListAnswerSchema, slotsAnswerSchema } from "@/lib/meetings/schemas";
import { fetchBooking, launchVideo, type FetchedBooking, type MeetingAuth, type VideoLaunch } from "./meeting-auth";

/** The host list answered 403: this user may not host here. The page says so and stops asking. */
export function isNotAuthorised(error: unknown): boolean {
  return error instanceof ApiClientError && error.status === 403;
}

/** /admin/meetings: read on arrival, then every BOOKING_POLL_MS (000 §4), in a background tab too. */
export function hostBookingsQuery(userId: string, token: string) {
  return queryOptions({
    queryKey: meetingKeys.hostBookings(userId),
    queryFn: async () => {
      const answer = await apiFetch("/api/meetings/bookings?scope=host", bookingListAnswerSchema, { token });
      return { bookings: answer.bookings, clockOffset: new Date(answer.server_time).getTime() - Date.now() };
    },
    staleTime: 0,
    refetchInterval: (query) => (isNotAuthorised(query.state.error) ? false : BOOKING_POLL_MS),
    refetchIntervalInBackground: true,
  });
}

/** /account: the signed-in customer's bookings on this site. */
export function customerBookingsQuery(userId: string, token: string) {
  return queryOptions({
    queryKey: meetingKeys.customerBookings(userId),
    queryFn: async () => (await apiFetch("/api/meetings/bookings", bookingListAnswerSchema, { token })).bookings,
  });
}

/** /book: the free times of one meeting type. */
export function slotsQuery(meetingTypeId: string) {
  return queryOptions({
    queryKey: meetingKeys.slots(meetingTypeId),
    queryFn: async () => (await apiFetch(`/api/meetings/slots?meeting_type_id=${meetingTypeId}`, slotsAnswerSchema)).slots,
  });
}

/**
 * The guest's booking: read each time the room opens (nothing kept once it closes), then every
 * BOOKING_POLL_MS (000 §4: every 3 seconds) while `polling`, in a background tab too.
 */
export function bookingQuery(bookingId: string, auth: MeetingAuth, polling: boolean) {
  return queryOptions({
    queryKey: meetingKeys.booking(bookingId),
    queryFn: () => fetchBooking(bookingId, auth),
    gcTime: 0,
    refetchInterval: polling ? BOOKING_POLL_MS : false,
    refetchIntervalInBackground: true,
  });
}

/** The call's launch (POST /api/meetings/launch-video), asked once when the call screen opens. */
export function videoLaunchQuery(bookingId: string, auth: MeetingAuth) {
  return queryOptions({
    queryKey: meetingKeys.videoLaunch(bookingId),
    queryFn: () => launchVideo(bookingId, false, auth),
    staleTime: Infinity,
    gcTime: 0,
  });
}

/**
 * A fresh video token every VIDEO_TOKEN_REFRESH_MS while the call runs (000 §4: refreshed after 50 minutes),
 * well inside the token's one-hour lifetime, in a background tab too. Nothing is asked when the call starts
 * (its token is new). A refresh that brings no token is an error of the query, and the last token stays;
 * the next interval tries again.
 */
export function videoTokenQuery(bookingId: string, auth: MeetingAuth, running: boolean) {
  return queryOptions({
    queryKey: meetingKeys.videoToken(bookingId),
    queryFn: async (): Promise<Extract<VideoLaunch, { kind: "ready" }> | null> => {
      const next = await launchVideo(bookingId, false, auth);
      if (next.kind !== "ready") throw new Error(`video token refresh failed: ${next.kind === "error" ? next.code : next.kind}`);
      return next;
    },
    enabled: running,
    initialData: null,
    staleTime: Infinity,
    gcTime: 0,
    refetchInterval: VIDEO_TOKEN_REFRESH_MS,
    refetchIntervalInBackground: true,
  });
}

/**
 * Stores what a status change answered as the booking. A poll still under way is cancelled first, so its
 * older answer never lands on top. Returns when the answer was stored (the query's dataUpdatedAt).
 */
export function writeBooking(client: QueryClient, bookingId: string, fetched: FetchedBooking): number {
  const queryKey = meetingKeys.booking(bookingId);
  void client.cancelQueries({ queryKey });
  client.setQueryData(queryKey, fetched);
  return client.getQueryState(queryKey)?.dataUpdatedAt ?? 0;
}

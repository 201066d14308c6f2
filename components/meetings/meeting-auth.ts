import { z } from "zod";
import { apiFetch, ApiClientError } from "@/lib/api/client";
import { BOOKING_TOKEN_HEADER } from "@/lib/meetings/constants";
import { bookingAnswerSchema, launchVideoAnswerSchema, type BookingView } from "@/lib/meetings/schemas";
import type { BookingStatus } from "@/lib/meetings/booking-status";

/** How the browser proves its right to a booking: the guest link's token, or the signed-in host's access token. */
export type MeetingAuth = { kind: "guest"; token: string } | { kind: "bearer"; token: string };

function authOptions(auth: MeetingAuth) {
  return auth.kind === "guest" ? { headers: { [BOOKING_TOKEN_HEADER]: auth.token } } : { token: auth.token };
}

export interface FetchedBooking {
  booking: BookingView;
  /** Server clock minus browser clock, so waiting times count on the server's clock. */
  clockOffset: number;
}

function withOffset(answer: z.infer<typeof bookingAnswerSchema>): FetchedBooking {
  return { booking: answer.booking, clockOffset: new Date(answer.server_time).getTime() - Date.now() };
}

export async function fetchBooking(bookingId: string, auth: MeetingAuth): Promise<FetchedBooking> {
  return withOffset(await apiFetch(`/api/meetings/bookings/${bookingId}`, bookingAnswerSchema, authOptions(auth)));
}

export async function putBookingStatus(bookingId: string, status: BookingStatus, auth: MeetingAuth): Promise<FetchedBooking> {
  return withOffset(
    await apiFetch(`/api/meetings/bookings/${bookingId}`, bookingAnswerSchema, { method: "PUT", body: { status }, ...authOptions(auth) }),
  );
}

export async function leaveWaitingRoom(bookingId: string, auth: MeetingAuth): Promise<FetchedBooking> {
  const answer = await apiFetch("/api/meetings/waiting-room/leave", bookingAnswerSchema.extend({ success: z.boolean() }), {
    method: "POST",
    body: { booking_id: bookingId },
    ...authOptions(auth),
  });
  return withOffset(answer);
}

export type VideoLaunch =
  | { kind: "ready"; token: string; serverUrl: string; roomName: string }
  | { kind: "not_configured" }
  | { kind: "error"; code: string };

/** POST /api/meetings/launch-video; "Video calls are not configured" is a state, not a failure. */
export async function launchVideo(bookingId: string, updateStatus: boolean, auth: MeetingAuth): Promise<VideoLaunch> {
  try {
    const answer = await apiFetch("/api/meetings/launch-video", launchVideoAnswerSchema, {
      method: "POST",
      body: { booking_id: bookingId, update_status: updateStatus },
      ...authOptions(auth),
    });
    if (!answer.token || !answer.server_url || !answer.room_name) return { kind: "error", code: answer.error ?? "unknown" };
    return { kind: "ready", token: answer.token, serverUrl: answer.server_url, roomName: answer.room_name };
  } catch (error) {
    const code = error instanceof ApiClientError ? error.code : "unknown";
    return code === "video_not_configured" ? { kind: "not_configured" } : { kind: "error", code };
  }
}

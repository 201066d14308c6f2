"use client";

import type { Session } from "@supabase/supabase-js";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { LoginNotice } from "@/components/account/login-notice";
import { useState } from "react";
import { QueryProvider } from "@/components/query/query-provider";
import { useSession } from "@/lib/auth/use-session";
import { ELAPSED_TICK_MS } from "@/lib/meetings/constants";
import { hostBookingsQuery, isNotAuthorised } from "./booking-queries";
import { HostBookingRow } from "./host-booking-row";
import { launchVideo, putBookingStatus, type MeetingAuth, type VideoLaunch } from "./meeting-auth";
import { useArrivalAnnouncement } from "./use-arrival-announcement";
import { useNow } from "./use-ticker";
import { VideoCall } from "./video-call";

/** /admin/meetings: today's and upcoming bookings, guests waiting first; admit, reject, join the call. */
export function HostMeetings() {
  const t = useTranslations("Meetings");
  const session = useSession();

  if (session === undefined) return <p role="status">{t("host.loading")}</p>;
  if (!session) {
    return (
      <LoginNotice message={t("host.notSignedIn")} linkText={t("host.toLogin")} returnPath={"/admin/meetings"} />
    );
  }
  return (
    <QueryProvider>
      <HostBookings session={session} />
    </QueryProvider>
  );
}

function HostBookings({ session }: { session: Session }) {
  const t = useTranslations("Meetings");
  const client = useQueryClient();
  const query = hostBookingsQuery(session.user.id, session.access_token);
  const { data: list, error, errorUpdateCount } = useQuery(query);
  const auth: MeetingAuth = { kind: "bearer", token: session.access_token };
  const [call, setCall] = useState<{ bookingId: string; launch: VideoLaunch } | null>(null);
  // Failed reads up to the last action are no longer shown: each action starts with a clear alert.
  const [failuresSeen, setFailuresSeen] = useState(0);
  const announcement = useArrivalAnnouncement(list?.bookings, (booking) => t("host.guestWaiting", { name: booking.customer_name }));
  const action = useMutation({
    mutationFn: ({ run }: { bookingId: string; run: () => Promise<void> }) => run(),
    // Whatever the action did, the list is read again at once (a poll under way is cancelled for it).
    onSettled: () => {
      void client.invalidateQueries({ queryKey: query.queryKey });
    },
  });
  const now = useNow(ELAPSED_TICK_MS, Boolean(list?.bookings.some((booking) => booking.status === "waiting")));

  if (isNotAuthorised(error)) return <p role="alert">{t("host.notAuthorised")}</p>;

  const busyId = action.isPending ? action.variables.bookingId : null;
  const alert = action.isError || errorUpdateCount > failuresSeen ? t("room.error") : null;
  const act = (bookingId: string, run: () => Promise<void>) => {
    setFailuresSeen(errorUpdateCount);
    action.mutate({ bookingId, run });
  };
  const open = (bookingId: string, updateStatus: boolean) =>
    act(bookingId, async () => {
      const launch = await launchVideo(bookingId, updateStatus, auth);
      if (launch.kind === "error") throw new Error(launch.code);
      setCall({ bookingId, launch });
    });
  const reject = (bookingId: string) => act(bookingId, async () => void (await putBookingStatus(bookingId, "cancelled", auth)));
  const endCall = (bookingId: string) =>
    act(bookingId, async () => {
      setCall(null);
      await putBookingStatus(bookingId, "completed", auth);
    });

  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-semibold text-gray-900">{t("host.title")}</h1>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {alert && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {alert}
        </p>
      )}
      {call && <VideoCall key={call.bookingId} bookingId={call.bookingId} auth={auth} initial={call.launch} onLeave={() => endCall(call.bookingId)} />}
      {list === undefined && <p role="status">{t("host.loading")}</p>}
      {list?.bookings.length === 0 && <p>{t("host.empty")}</p>}
      {list && list.bookings.length > 0 && (
        <table className="w-full text-left text-sm">
          <thead className="border-b border-gray-200 text-gray-600">
            <tr>
              <th scope="col" className="px-3 py-2">{t("host.guest")}</th>
              <th scope="col" className="px-3 py-2">{t("host.meeting")}</th>
              <th scope="col" className="px-3 py-2">{t("host.time")}</th>
              <th scope="col" className="px-3 py-2">{t("host.statusLabel")}</th>
              <th scope="col" className="px-3 py-2">{t("host.actions")}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {list.bookings.map((booking) => (
              <HostBookingRow
                key={booking.id}
                booking={booking}
                clockOffset={list.clockOffset}
                now={now}
                busy={busyId === booking.id}
                onAdmit={() => open(booking.id, true)}
                onReject={() => reject(booking.id)}
                onJoin={() => open(booking.id, false)}
              />
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

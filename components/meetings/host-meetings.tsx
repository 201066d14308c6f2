"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocalizedPath } from "@/components/site/site-context";
import { ApiClientError, apiFetch } from "@/lib/api/client";
import { useSession } from "@/lib/auth/use-session";
import { BOOKING_POLL_MS, ELAPSED_TICK_MS } from "@/lib/meetings/constants";
import { bookingListAnswerSchema, type BookingView } from "@/lib/meetings/schemas";
import { HostBookingRow } from "./host-booking-row";
import { launchVideo, putBookingStatus, type MeetingAuth, type VideoLaunch } from "./meeting-auth";
import { useNow } from "./use-ticker";
import { VideoCall } from "./video-call";

/** /admin/meetings: today's and upcoming bookings, guests waiting first; admit, reject, join the call. */
export function HostMeetings() {
  const t = useTranslations("Meetings");
  const localized = useLocalizedPath();
  const session = useSession();
  const token = session?.access_token ?? null;
  const [list, setList] = useState<{ bookings: BookingView[]; clockOffset: number } | null>(null);
  const [denied, setDenied] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [busyId, setBusyId] = useState<string | null>(null);
  const [call, setCall] = useState<{ bookingId: string; launch: VideoLaunch } | null>(null);
  const knownWaiting = useRef<Set<string> | null>(null);
  const now = useNow(ELAPSED_TICK_MS, Boolean(list?.bookings.some((booking) => booking.status === "waiting")));

  const load = useCallback(async () => {
    if (!token) return;
    try {
      const answer = await apiFetch("/api/meetings/bookings?scope=host", bookingListAnswerSchema, { token });
      const waiting = answer.bookings.filter((booking) => booking.status === "waiting");
      // Announce guests who started waiting since the last fetch (not the ones already there on arrival).
      const arrived = knownWaiting.current ? waiting.filter((booking) => !knownWaiting.current?.has(booking.id)) : [];
      if (arrived.length > 0) setAnnouncement(arrived.map((booking) => t("host.guestWaiting", { name: booking.customer_name })).join(" "));
      knownWaiting.current = new Set(waiting.map((booking) => booking.id));
      setList({ bookings: answer.bookings, clockOffset: new Date(answer.server_time).getTime() - Date.now() });
    } catch (error) {
      if (error instanceof ApiClientError && error.status === 403) setDenied(true);
      else setAlert(t("room.error"));
    }
  }, [token, t]);

  useEffect(() => {
    if (!token || denied) return;
    load();
    const timer = setInterval(load, BOOKING_POLL_MS);
    return () => clearInterval(timer);
  }, [token, denied, load]);

  if (session === undefined) return <p role="status">{t("host.loading")}</p>;
  if (!session) {
    return (
      <p>
        {t("host.notSignedIn")}{" "}
        <a href={`${localized("/login")}?redirectTo=${encodeURIComponent(localized("/admin/meetings"))}`} className="text-sky-700 underline">
          {t("host.toLogin")}
        </a>
      </p>
    );
  }
  if (denied) return <p role="alert">{t("host.notAuthorised")}</p>;

  const auth: MeetingAuth = { kind: "bearer", token: session.access_token };
  const act = async (bookingId: string, run: () => Promise<void>) => {
    setBusyId(bookingId);
    setAlert(null);
    try {
      await run();
    } catch {
      setAlert(t("room.error"));
    } finally {
      setBusyId(null);
      await load();
    }
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
      {list === null && <p role="status">{t("host.loading")}</p>}
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

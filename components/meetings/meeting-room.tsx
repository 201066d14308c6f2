"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { QueryProvider } from "@/components/query/query-provider";
import { ApiClientError } from "@/lib/api/client";
import { isClosedStatus, leaveFailureOutcome, waitingRoomReaction, type BookingStatus } from "@/lib/meetings/booking-status";
import { BookingSummary } from "./booking-summary";
import { fetchBooking, leaveWaitingRoom, putBookingStatus, type FetchedBooking, type MeetingAuth } from "./meeting-auth";
import { useBookingPoll } from "./use-booking-poll";
import { VideoCall } from "./video-call";
import { WaitingRoom } from "./waiting-room";

type Phase = "loading" | "invalid" | "lobby" | "waiting" | "call" | "closed";

const CLOSED_MESSAGE = {
  cancelled: "closedCancelled",
  completed: "closedCompleted",
  confirmed: "closedConfirmed",
  scheduled: "closedConfirmed",
} as const;

function phaseOf(status: BookingStatus): Phase {
  if (status === "waiting") return "waiting";
  if (status === "in_progress") return "call";
  return isClosedStatus(status) ? "closed" : "lobby";
}

/** The guest's meeting page: the booking, the waiting room, then the call (000 §4 Booking status). */
export function MeetingRoom(props: { bookingId: string; token: string }) {
  return (
    <QueryProvider>
      <Room {...props} />
    </QueryProvider>
  );
}

function Room({ bookingId, token }: { bookingId: string; token: string }) {
  const t = useTranslations("Meetings.room");
  const auth: MeetingAuth = { kind: "guest", token };
  const [phase, setPhase] = useState<Phase>("loading");
  // The live region: what just changed, for screen readers (and everyone else).
  const [announcement, setAnnouncement] = useState("");
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const closeWith = (status: BookingStatus) => {
    setPhase(phaseOf(status) === "lobby" ? "lobby" : "closed");
    if (status in CLOSED_MESSAGE) setAnnouncement(t(CLOSED_MESSAGE[status as keyof typeof CLOSED_MESSAGE]));
  };

  const apply = (next: FetchedBooking) => {
    const status = next.booking.status;
    if (phase === "loading") setPhase(phaseOf(status));
    else if (phase === "waiting") {
      const reaction = waitingRoomReaction(status);
      if (reaction === "start_call") {
        setAnnouncement(t("admitted"));
        setPhase("call");
      } else if (reaction === "close") closeWith(status);
    } else if (phase === "call" && isClosedStatus(status)) closeWith(status);
  };

  const fail = (error: unknown) => {
    if (phase === "loading" && error instanceof ApiClientError && [401, 404].includes(error.status)) setPhase("invalid");
    else setAlert(t("error"));
  };

  const { booking: fetched, write } = useBookingPoll({ bookingId, auth, polling: phase === "waiting" || phase === "call" }, apply, fail);

  const enter = async () => {
    setBusy(true);
    setAlert(null);
    try {
      write(await putBookingStatus(bookingId, "waiting", auth));
      setPhase("waiting");
      setAnnouncement(t("waitingForHost"));
    } catch {
      setAlert(t("error"));
    } finally {
      setBusy(false);
    }
  };

  const leave = async () => {
    setBusy(true);
    setAlert(null);
    try {
      const left = await leaveWaitingRoom(bookingId, auth);
      write(left);
      closeWith(left.booking.status);
    } catch {
      // Already completed or cancelled: close with that status; anything else is the spec's alert.
      const current = await fetchBooking(bookingId, auth).catch(() => null);
      const outcome = leaveFailureOutcome(current?.booking.status ?? null);
      if (outcome === "alert") setAlert(t("leaveFailed"));
      else {
        if (current) write(current);
        closeWith(outcome.close);
      }
    } finally {
      setBusy(false);
    }
  };

  const endCall = async () => {
    const done = await putBookingStatus(bookingId, "completed", auth).catch(() => fetchBooking(bookingId, auth).catch(() => null));
    if (done) write(done);
    closeWith(done?.booking.status ?? "completed");
  };

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-3xl font-semibold text-gray-900">{t("title")}</h1>
      <p role="status" aria-live="polite" className="text-gray-800" data-testid="room-announcement">
        {announcement}
      </p>
      {alert && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {alert}
        </p>
      )}
      {phase === "loading" && <p>{t("loading")}</p>}
      {phase === "invalid" && <p role="alert">{t("invalidLink")}</p>}
      {fetched && phase !== "invalid" && <BookingSummary booking={fetched.booking} />}
      {phase === "lobby" && (
        <button
          type="button"
          onClick={enter}
          disabled={busy}
          aria-busy={busy}
          className="rounded-md bg-sky-700 px-4 py-2 font-medium text-white hover:bg-sky-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:ring-offset-2 disabled:opacity-70"
        >
          {busy ? t("entering") : t("enter")}
        </button>
      )}
      {phase === "waiting" && fetched?.booking.waiting_since && (
        <WaitingRoom waitingSince={fetched.booking.waiting_since} clockOffset={fetched.clockOffset} leaving={busy} onLeave={leave} />
      )}
      {phase === "call" && <VideoCall bookingId={bookingId} auth={auth} onLeave={endCall} />}
    </div>
  );
}

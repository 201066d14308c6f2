"use client";

import { useEffect, useEffectEvent } from "react";
import { BOOKING_POLL_MS } from "@/lib/meetings/constants";
import { fetchBooking, type FetchedBooking, type MeetingAuth } from "./meeting-auth";

/** Fetches the booking every BOOKING_POLL_MS (000 §4: every 3 seconds) while `active`. */
export function useBookingPoll(
  { bookingId, auth, active }: { bookingId: string; auth: MeetingAuth; active: boolean },
  onBooking: (fetched: FetchedBooking) => void,
  onError: (error: unknown) => void,
) {
  const handleBooking = useEffectEvent(onBooking);
  const handleError = useEffectEvent(onError);
  const { kind, token } = auth;
  useEffect(() => {
    if (!active) return;
    let stopped = false;
    const timer = setInterval(() => {
      fetchBooking(bookingId, { kind, token }).then(
        (fetched) => !stopped && handleBooking(fetched),
        (error: unknown) => !stopped && handleError(error),
      );
    }, BOOKING_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [bookingId, kind, token, active]);
}

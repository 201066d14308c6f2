"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useEffectEvent, useRef } from "react";
import { bookingQuery, writeBooking } from "./booking-queries";
import type { FetchedBooking, MeetingAuth } from "./meeting-auth";

/**
 * The guest's booking: read when the room opens, then every BOOKING_POLL_MS (000 §4: every 3 seconds) while
 * `polling`. One read at a time: a poll due while the last is still under way waits for it. Each new answer
 * goes to `onBooking` once, each failure to `onError`. `write` stores what a status change answered instead,
 * cancelling a poll under way, so a late poll never replaces a newer answer.
 */
export function useBookingPoll(
  { bookingId, auth, polling }: { bookingId: string; auth: MeetingAuth; polling: boolean },
  onBooking: (fetched: FetchedBooking) => void,
  onError: (error: unknown) => void,
) {
  const client = useQueryClient();
  const { data, dataUpdatedAt, error, errorUpdatedAt } = useQuery(bookingQuery(bookingId, auth, polling));
  // What has been passed on (or written here), by the query's update times.
  const handled = useRef({ data: 0, error: 0 });
  const handleBooking = useEffectEvent(onBooking);
  const handleError = useEffectEvent(onError);

  useEffect(() => {
    if (!data || dataUpdatedAt <= handled.current.data) return;
    handled.current.data = dataUpdatedAt;
    handleBooking(data);
  }, [data, dataUpdatedAt]);

  useEffect(() => {
    if (!error || errorUpdatedAt <= handled.current.error) return;
    handled.current.error = errorUpdatedAt;
    handleError(error);
  }, [error, errorUpdatedAt]);

  const write = useCallback(
    (fetched: FetchedBooking) => {
      handled.current.data = writeBooking(client, bookingId, fetched);
    },
    [client, bookingId],
  );

  return { booking: data ?? null, write };
}

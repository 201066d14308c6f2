"use client";

import { useState } from "react";
import type { BookingView } from "@/lib/meetings/schemas";
import { waitingArrivals } from "@/lib/meetings/waiting-arrivals";

interface Seen {
  bookings?: readonly BookingView[];
  waiting: ReadonlySet<string> | null;
  text: string;
}

/** The host's live-region text: the guests who just started waiting, kept until the next arrival. */
export function useArrivalAnnouncement(bookings: readonly BookingView[] | undefined, announce: (booking: BookingView) => string): string {
  const [seen, setSeen] = useState<Seen>({ waiting: null, text: "" });
  // Worked out while rendering a new answer (state from the previous render), so no extra pass paints the old text.
  if (bookings && bookings !== seen.bookings) {
    const { waiting, arrived } = waitingArrivals(seen.waiting, bookings);
    setSeen({ bookings, waiting, text: arrived.length > 0 ? arrived.map(announce).join(" ") : seen.text });
  }
  return seen.text;
}

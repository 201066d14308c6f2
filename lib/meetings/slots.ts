import { BOOKING_WINDOW_DAYS, WORKING_HOURS_UTC } from "./constants";

export interface BusyTime {
  start: Date;
  durationMinutes: number;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

function overlaps(start: number, end: number, busy: BusyTime): boolean {
  const busyStart = busy.start.getTime();
  return busyStart < end && busyStart + busy.durationMinutes * MINUTE > start;
}

/**
 * The start times the booking page offers for a meeting of `durationMinutes`: working days within the
 * booking window, on a grid of the meeting's length from the start of working hours, whole meetings
 * inside working hours, after `now`, and not overlapping a busy time.
 */
export function freeSlots({ now, durationMinutes, busy }: { now: Date; durationMinutes: number; busy: BusyTime[] }): Date[] {
  const slots: Date[] = [];
  const firstDay = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  for (let day = 0; day <= BOOKING_WINDOW_DAYS; day += 1) {
    const midnight = firstDay + day * DAY;
    const weekday = new Date(midnight).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const open = midnight + WORKING_HOURS_UTC.start * 60 * MINUTE;
    const close = midnight + WORKING_HOURS_UTC.end * 60 * MINUTE;
    for (let start = open; start + durationMinutes * MINUTE <= close; start += durationMinutes * MINUTE) {
      const end = start + durationMinutes * MINUTE;
      if (start <= now.getTime() || busy.some((b) => overlaps(start, end, b))) continue;
      slots.push(new Date(start));
    }
  }
  return slots;
}

/** A requested start is bookable only if the booking page would offer it (ignoring busy times, which the database checks). */
export function isOfferedSlot(start: Date, durationMinutes: number, now: Date): boolean {
  return freeSlots({ now, durationMinutes, busy: [] }).some((slot) => slot.getTime() === start.getTime());
}

/** The range to ask the database for busy times. */
export function bookingWindow(now: Date): { from: Date; to: Date } {
  return { from: now, to: new Date(now.getTime() + (BOOKING_WINDOW_DAYS + 1) * DAY) };
}

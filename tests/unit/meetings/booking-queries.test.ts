import { QueryObserver } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { bookingQuery, hostBookingsQuery, isNotAuthorised, writeBooking } from "@/components/meetings/booking-queries";
import type { FetchedBooking } from "@/components/meetings/meeting-auth";
import { createQueryClient } from "@/components/query/query-client";
import { BOOKING_POLL_MS } from "@/lib/meetings/constants";
import { meetingKeys } from "@/lib/meetings/query-keys";
import type { BookingView } from "@/lib/meetings/schemas";
import { runQueriesAsBrowser } from "@/tests/helpers/browser-queries";

// What apiFetch reads of a response.
interface Answer {
  ok: boolean;
  status: number;
  statusText: string;
  json: () => Promise<unknown>;
}

const answer = (body: unknown, status = 200): Answer => ({ ok: status < 400, status, statusText: "", json: async () => body });

function bookingView(status: BookingView["status"]): BookingView {
  return {
    id: "booking-1",
    status,
    title: "Introductory call",
    meeting_type: { id: "type-1", name: "Introductory call", name_translation: {}, duration_minutes: 30 },
    customer_name: "Ada Guest",
    scheduled_at: "2030-01-07T09:00:00Z",
    waiting_since: status === "waiting" ? "2030-01-07T08:59:00Z" : null,
    host_user_id: null,
  };
}

const bookingAnswer = (status: BookingView["status"]) => answer({ booking: bookingView(status), server_time: new Date().toISOString() });

/** A fetch whose calls wait until the test answers them, in order. */
function heldFetch() {
  const waiting: ((response: Answer) => void)[] = [];
  const fetch = vi.fn(() => new Promise<Answer>((resolve) => waiting.push(resolve)));
  return { fetch, reply: (call: number, response: Answer) => waiting[call](response) };
}

const guest = { kind: "guest", token: "guest-token" } as const;

/** Subscribes as a mounted component would. */
function watch<Observer extends { subscribe: (listener: () => void) => () => void }>(observer: Observer) {
  const stop = observer.subscribe(() => undefined);
  return { observer, stop };
}

describe("the guest's booking poll", () => {
  runQueriesAsBrowser();

  it("reads the booking when the room opens, then every 3 seconds while polling (000 §4)", async () => {
    expect(BOOKING_POLL_MS).toBe(3000);
    const fetch = vi.fn(async () => bookingAnswer("waiting"));
    vi.stubGlobal("fetch", fetch);
    const { stop } = watch(new QueryObserver(createQueryClient(), bookingQuery("booking-1", guest, true)));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(BOOKING_POLL_MS * 3);
    expect(fetch).toHaveBeenCalledTimes(4);
    stop();
  });

  it("does not poll in the lobby", async () => {
    const fetch = vi.fn(async () => bookingAnswer("confirmed"));
    vi.stubGlobal("fetch", fetch);
    const { stop } = watch(new QueryObserver(createQueryClient(), bookingQuery("booking-1", guest, false)));
    await vi.advanceTimersByTimeAsync(BOOKING_POLL_MS * 5);
    expect(fetch).toHaveBeenCalledTimes(1);
    stop();
  });

  it("never starts a poll while the last one is still under way", async () => {
    const held = heldFetch();
    vi.stubGlobal("fetch", held.fetch);
    const { stop } = watch(new QueryObserver(createQueryClient(), bookingQuery("booking-1", guest, true)));
    await vi.advanceTimersByTimeAsync(BOOKING_POLL_MS * 4);
    expect(held.fetch).toHaveBeenCalledTimes(1);
    held.reply(0, bookingAnswer("waiting"));
    await vi.advanceTimersByTimeAsync(BOOKING_POLL_MS);
    expect(held.fetch).toHaveBeenCalledTimes(2);
    stop();
  });

  it("keeps a status change over the late answer of a poll that was under way", async () => {
    const held = heldFetch();
    vi.stubGlobal("fetch", held.fetch);
    const client = createQueryClient();
    const { observer, stop } = watch(new QueryObserver(client, bookingQuery("booking-1", guest, true)));
    await vi.advanceTimersByTimeAsync(0);
    held.reply(0, bookingAnswer("waiting"));
    await vi.advanceTimersByTimeAsync(BOOKING_POLL_MS);
    expect(held.fetch).toHaveBeenCalledTimes(2);

    const left: FetchedBooking = { booking: bookingView("confirmed"), clockOffset: 0 };
    writeBooking(client, "booking-1", left);
    held.reply(1, bookingAnswer("waiting"));
    await vi.advanceTimersByTimeAsync(0);
    expect(observer.getCurrentResult().data?.booking.status).toBe("confirmed");
    expect(client.getQueryData<FetchedBooking>(meetingKeys.booking("booking-1"))).toEqual(left);
    stop();
  });
});

describe("the host's list", () => {
  runQueriesAsBrowser();

  const list = () => answer({ bookings: [bookingView("waiting")], server_time: new Date().toISOString() });

  it("stops asking once the API says the user may not host here", async () => {
    const fetch = vi.fn(async () => answer({ error: { code: "forbidden", message: "Forbidden" } }, 403));
    vi.stubGlobal("fetch", fetch);
    const { observer, stop } = watch(new QueryObserver(createQueryClient(), hostBookingsQuery("host-1", "access-token")));
    await vi.advanceTimersByTimeAsync(BOOKING_POLL_MS * 5);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(isNotAuthorised(observer.getCurrentResult().error)).toBe(true);
    stop();
  });

  it("keeps polling after another failure, keeping the list it had", async () => {
    const fetch = vi.fn(async () => list()).mockImplementationOnce(async () => list()).mockImplementationOnce(async () => answer({}, 500));
    vi.stubGlobal("fetch", fetch);
    const { observer, stop } = watch(new QueryObserver(createQueryClient(), hostBookingsQuery("host-1", "access-token")));
    await vi.advanceTimersByTimeAsync(BOOKING_POLL_MS);
    expect(observer.getCurrentResult().errorUpdateCount).toBe(1);
    expect(observer.getCurrentResult().data?.bookings).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(BOOKING_POLL_MS);
    expect(fetch).toHaveBeenCalledTimes(3);
    stop();
  });
});

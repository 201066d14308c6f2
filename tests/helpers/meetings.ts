// Small factories for the meetings API tests: requests with a host, a guest token or a bearer token, and
// a booking made through the public endpoint.
import { randomUUID } from "node:crypto";
// Each request comes from its own address, forwarded by the one trusted proxy (see app-stack.ts).
process.env.TRUSTED_PROXY_HOPS = "1";

export const NORTHWIND_HOST = "localhost:3000";
export const ACME_HOST = "acme.localhost:3000";

export interface RequestInit {
  method?: string;
  body?: unknown;
  token?: string;
  bookingToken?: string;
}

export function apiRequest(host: string, path: string, init: RequestInit = {}) {
  const headers: Record<string, string> = { host, "x-forwarded-for": `10.7.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` };
  if (init.body !== undefined) headers["content-type"] = "application/json";
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.bookingToken) headers["x-booking-token"] = init.bookingToken;
  return new Request(`http://${host}${path}`, {
    method: init.method ?? "GET",
    headers,
    body: init.body === undefined ? undefined : typeof init.body === "string" ? init.body : JSON.stringify(init.body),
  });
}

/** The booking id and token of a guest link (`/meeting#booking=…&token=…`). */
export function parseGuestPath(path: string): { bookingId: string; token: string } {
  const fragment = new URLSearchParams(path.split("#")[1] ?? "");
  const bookingId = fragment.get("booking");
  const token = fragment.get("token");
  if (!bookingId || !token) throw new Error(`no booking link in ${path}`);
  return { bookingId, token };
}

export function bookingBody(meetingTypeId: string, scheduledAt: string, overrides: Record<string, unknown> = {}) {
  return {
    meeting_type_id: meetingTypeId,
    scheduled_at: scheduledAt,
    customer_name: "Grace Hopper",
    customer_email: `guest-${randomUUID().slice(0, 8)}@example.test`,
    idempotency_key: randomUUID(),
    ...overrides,
  };
}

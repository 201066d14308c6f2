import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { BOOKING_TOKEN_BYTES, BOOKING_TOKEN_HEADER } from "./constants";

/** A new guest link token: 256 random bits, URL-safe. Only its hash is stored. */
export function newBookingToken(): string {
  return randomBytes(BOOKING_TOKEN_BYTES).toString("base64url");
}

export function hashBookingToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The guest's token from the x-booking-token header, else ?token= (for links opened by other clients). */
export function bookingTokenFrom(request: Request): string | null {
  const token = request.headers.get(BOOKING_TOKEN_HEADER) ?? new URL(request.url).searchParams.get("token");
  return token && /^[A-Za-z0-9_-]{20,200}$/.test(token) ? token : null;
}

import { CONSENT_VISITOR_COOKIE, COOKIES_ACCEPTED_MAX_AGE_S } from "./constants";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The visitor id cookie of a request, when present and well-formed. */
export function readVisitorId(request: Request): string | null {
  const header = request.headers.get("cookie") ?? "";
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === CONSENT_VISITOR_COOKIE) {
      const value = rest.join("=");
      return UUID.test(value) ? value : null;
    }
  }
  return null;
}

/** httpOnly so page scripts cannot read or forge it; it lives as long as the consent cookie. */
export function visitorCookieHeader(visitorId: string, request: Request): string {
  const secure = new URL(request.url).protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
  return `${CONSENT_VISITOR_COOKIE}=${visitorId}; Path=/; Max-Age=${COOKIES_ACCEPTED_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

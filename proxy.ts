import { NextResponse, type NextRequest } from "next/server";
import { keepCookiesPrivate } from "@/lib/http/private-cookies";
import { refreshSessionCookies } from "@/lib/supabase/proxy-session";

/**
 * Refreshes a signed-in visitor's Supabase session cookies on the way to a page. Host and language routing is
 * done before Next reads the request (lib/tenancy/route-sites.mjs), so anonymous visitors, who only ever get
 * cached pages, never pay for a proxy: the matcher runs it only for requests that carry an auth cookie.
 */
export async function proxy(request: NextRequest) {
  const response = NextResponse.next();
  await refreshSessionCookies(request, response);
  // Rotated tokens on a cacheable page would hand this visitor's session to the next one.
  return keepCookiesPrivate(response);
}

export const config = {
  matcher: [
    {
      source: "/((?!api/|_next/|favicon.ico$|default-logo.svg$).*)",
      has: [{ type: "header", key: "cookie", value: ".*sb-[^=;]*-auth-token.*" }],
    },
  ],
};

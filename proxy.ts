import { NextResponse, type NextRequest } from "next/server";
import { DatabaseUnavailableError } from "@/lib/db/errors";
import { normalizeHost } from "@/lib/tenancy/host";
import { resolveSite } from "@/lib/tenancy/resolve-site";
import { routePublicPath } from "@/lib/tenancy/route-path";
import { noSiteResponse, unavailableResponse } from "@/lib/tenancy/system-page";
import { refreshSessionCookies } from "@/lib/supabase/proxy-session";
import { DEFAULT_LOCALE_COOKIE, SUGGESTED_LOCALE_COOKIE } from "@/lib/language/constants";
import { suggestLocale } from "@/lib/language/suggest";

/**
 * Host → organisation, first path segment → language, then a rewrite to
 * /sites/{orgId}/{locale}/… Every public path is rewritten, so the internal
 * tree can never be requested directly.
 */
export async function proxy(request: NextRequest) {
  const acceptLanguage = request.headers.get("accept-language");
  const host = normalizeHost(request.headers.get("host"));
  if (!host) return noSiteResponse("", acceptLanguage);

  let site;
  try {
    site = await resolveSite(host);
  } catch (error) {
    if (error instanceof DatabaseUnavailableError) return unavailableResponse(acceptLanguage);
    throw error;
  }
  if (!site) return noSiteResponse(host, acceptLanguage);

  const route = routePublicPath(request.nextUrl.pathname, site);
  const url = request.nextUrl.clone();
  url.pathname = route.pathname;
  if (route.type === "rewrite") {
    const response = NextResponse.rewrite(url);
    flagLanguageSuggestion(request, response, site, acceptLanguage);
    await refreshSessionCookies(request, response);
    return response;
  }
  // Redirect on the host the visitor asked for, whatever address the server listens on.
  url.host = request.headers.get("host") ?? url.host;
  return NextResponse.redirect(url, 307);
}

/**
 * Flags the client's language suggestion (002 §4) on default-language pages, once per browser session,
 * until the visitor stores a choice. Pages stay cacheable: only this response header differs.
 */
function flagLanguageSuggestion(
  request: NextRequest,
  response: NextResponse,
  site: NonNullable<Awaited<ReturnType<typeof resolveSite>>>,
  acceptLanguage: string | null,
) {
  if (request.cookies.has(DEFAULT_LOCALE_COOKIE) || request.cookies.has(SUGGESTED_LOCALE_COOKIE)) return;
  const [, first = ""] = request.nextUrl.pathname.split("/");
  if (site.locales.some((locale) => locale === first)) return;
  const suggested = suggestLocale(acceptLanguage, site.locales, site.defaultLocale);
  if (suggested) response.cookies.set(SUGGESTED_LOCALE_COOKIE, suggested, { path: "/", sameSite: "lax" });
}

export const config = {
  // The API resolves the organisation itself; build output, the favicon and the shared default logo
  // (public/default-logo.svg, shown when an organisation's logo fails) pass untouched.
  matcher: ["/((?!api/|_next/|favicon.ico$|default-logo.svg$).*)"],
};

import "server-only";
import { ApiError } from "@/lib/api/errors";
import { clientIp } from "@/lib/api/client-ip";
import { asAnon } from "@/lib/db";
import { queueEmail } from "@/lib/email/outbox";
import { existingAccountEmail } from "@/lib/email/templates";
import { logger } from "@/lib/log/logger.mjs";
import { siteMailOf } from "@/lib/support/notify";
import type { Site } from "@/lib/tenancy/site";
import { findRegistrationStatus } from "./queries";
import { barePath, isSafeReturnPath } from "./redirect";
import type { RegisterInput } from "./schemas";
import { SignUpRefused, signUpWithAuth, type SignUpSession } from "./sign-up";

/** Spec 000's message for an address that already has an account (on this site). */
export const EMAIL_EXISTS_MESSAGE = "An account with this email address already exists.";
export const LOGIN_URL_MESSAGE = "Must be this site's login page.";

/**
 * The login page a registration's links lead to, as an absolute address: a same-origin path (on the site's own
 * origin) or an address on the request's own host, whose path is the login page in any language; null otherwise.
 */
export function loginAddress(request: Request, siteOrigin: string, value: string): string | null {
  if (isSafeReturnPath(value)) return barePath(value) === "/login" ? new URL(value, siteOrigin).toString() : null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const host = request.headers.get("host")?.toLowerCase();
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username || url.password || !host || url.host !== host) return null;
  const path = `${url.pathname}${url.search}`;
  return isSafeReturnPath(path) && barePath(path) === "/login" ? url.toString() : null;
}

/**
 * Registration on a site (issue 39, visitors on several sites). An address with an account here is spec 000's
 * "email exists"; one whose account lives on other sites only answers exactly as a new registration awaiting its
 * confirmation does, so this site learns nothing, and its owner is emailed how to join with their password. A new
 * address signs up with Auth: a session at once (no confirmation required) or a confirmation email.
 */
export async function registerOnSite(request: Request, site: Site, input: RegisterInput): Promise<{ session: SignUpSession | null }> {
  const mail = await siteMailOf(request, site.id);
  if (!mail) throw new ApiError("site_not_found", "No site at this address.");
  const loginUrl = loginAddress(request, mail.origin, input.login_url);
  if (!loginUrl) throw new ApiError("bad_request", "Invalid request body.", { login_url: LOGIN_URL_MESSAGE });
  const email = input.email.toLowerCase();

  const status = await asAnon((db) => findRegistrationStatus(db, { orgId: site.id, email }));
  if (status === "member") throw new ApiError("email_exists", EMAIL_EXISTS_MESSAGE);
  if (status === "elsewhere") {
    const locale = input.locale && site.locales.includes(input.locale) ? input.locale : site.defaultLocale;
    try {
      const content = existingAccountEmail({ siteName: mail.siteName, loginUrl, locale });
      await queueEmail({ orgId: site.id, origin: mail.origin, to: email, template: "existing_account", locale, content });
    } catch (error) {
      logger.error({ err: error, orgId: site.id }, "existing-account email failed");
      // As Auth answers when a new account's confirmation email fails.
      throw new SignUpRefused(500, "unexpected_failure", "Error sending confirmation email");
    }
    return { session: null };
  }
  const session = await signUpWithAuth({ email, password: input.password, username: input.username, redirectTo: loginUrl, callerAddress: clientIp(request) });
  return { session };
}

// What an owner may add as a custom domain, and the records that prove they control it.
import { z } from "zod";

export const DOMAIN_INVALID_MESSAGE = "Enter a domain name such as www.example.com.";
export const DOMAIN_PLATFORM_MESSAGE = "This address belongs to the platform. Add a domain you own.";

/** The DNS name whose TXT record proves control of a hostname: `_sitebuilder.{hostname}`. */
export const VERIFICATION_RECORD_PREFIX = "_sitebuilder";
/** The HTTP alternative: this file at the hostname's root holds the token. */
export const VERIFICATION_FILE_PATH = "/.well-known/sitebuilder-verification.txt";

/** Two or more DNS labels, letters last; no IP address, no port, no path. */
const HOSTNAME = /^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$/;

/** A hostname as typed (`https://WWW.Example.com/`, `www.example.com.`), reduced to its name. */
export function normalizeDomain(input: string): string {
  return input
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, "")
    .replace(/[/?#].*$/, "")
    .replace(/\.$/, "");
}

/** Whether a hostname is the platform's own: its host, an address under its domain, or a local name. */
export function isPlatformHostname(hostname: string, { platformHost, platformDomain }: { platformHost: string; platformDomain?: string }): boolean {
  if (hostname === platformHost || hostname === "localhost" || hostname.endsWith(".localhost")) return true;
  return platformDomain !== undefined && (hostname === platformDomain || hostname.endsWith(`.${platformDomain}`));
}

/** The body of `POST …/domains`: a hostname someone could own. */
export function domainInput(platform: { platformHost: string; platformDomain?: string }) {
  return z
    .object({
      hostname: z
        .string(DOMAIN_INVALID_MESSAGE)
        .max(300, DOMAIN_INVALID_MESSAGE)
        .transform(normalizeDomain)
        .refine((hostname) => HOSTNAME.test(hostname), DOMAIN_INVALID_MESSAGE)
        .refine((hostname) => !isPlatformHostname(hostname, platform), DOMAIN_PLATFORM_MESSAGE),
    })
    .strict();
}

/** What the owner creates to prove control: the TXT record, or the file as the alternative. */
export function verificationRecords(hostname: string, token: string) {
  return {
    record: { type: "TXT" as const, name: `${VERIFICATION_RECORD_PREFIX}.${hostname}`, value: token },
    http: { url: `http://${hostname}${VERIFICATION_FILE_PATH}`, content: token },
  };
}

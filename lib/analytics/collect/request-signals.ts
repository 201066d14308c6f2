import { isbot } from "isbot";
import { ANALYTICS_HOST_MAX } from "../constants";

// What the collector reads from a request beside the beacon's body: the visitor's wishes, bots, the referrer's
// host and the country. Nothing here keeps what it reads.

/** Do-not-track or Global Privacy Control: such a visitor is not counted. */
export function optedOut(headers: { get(name: string): string | null }): boolean {
  return headers.get("dnt") === "1" || headers.get("sec-gpc") === "1";
}

/** Crawlers and other robots (isbot's list); a request without a user agent is no browser either. */
export function isBotAgent(userAgent: string | null): boolean {
  return !userAgent || isbot(userAgent);
}

/**
 * The host a visitor came from, without `www.`: null for a direct visit, an unreadable referrer, or the site
 * itself (`ownHost`, the request's Host, port ignored).
 */
export function referrerHost(referrer: string | undefined, ownHost: string | null): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const host = url.hostname.toLowerCase();
  const own = ownHost?.toLowerCase().replace(/:\d+$/, "") ?? null;
  if (!host || host === own) return null;
  const named = host.replace(/^www\./, "");
  return named.length <= ANALYTICS_HOST_MAX ? named : null;
}

const LANGUAGE_RANGE = /^\s*([a-z]{1,8}(?:-[a-z0-9]{1,8})*|\*)\s*(?:;\s*q\s*=\s*([01](?:\.\d{0,3})?))?\s*$/i;

/**
 * The country of the visitor's preferred language: the region of Accept-Language's first choice ("de-AT" → AT,
 * "zh-Hant-TW" → TW). No region (or a numeric one, es-419): null. Never from the address (issue 43).
 */
export function countryFromAcceptLanguage(header: string | null): string | null {
  if (!header) return null;
  let best: { tag: string; q: number } | null = null;
  for (const part of header.split(",")) {
    const match = LANGUAGE_RANGE.exec(part);
    if (!match) continue;
    const q = match[2] === undefined ? 1 : Number(match[2]);
    if (q > 0 && (!best || q > best.q)) best = { tag: match[1], q };
  }
  if (!best) return null;
  const region = best.tag.split("-").slice(1).find((subtag) => /^[a-z]{2}$/i.test(subtag));
  return region ? region.toUpperCase() : null;
}

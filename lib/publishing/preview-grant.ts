// A preview grant: a signed cookie saying that this browser may see, on this host, the site with its organisation's
// current change set applied. Minted when someone opens a preview link (kind "link", with the link's id) or turns
// draft mode on (kind "editor", with their user id). The preview gate (server/handle-request.ts, proxy.ts) checks it
// before Next reads the request: without a valid grant for the request's host, Next's draft-mode cookie is taken
// off, so draft mode, whose cookie has one value for every site, never opens one site's drafts on another's host.
// Plain Node (no server-only): server/ bundles it too.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { DRAFT_MODE_COOKIE } from "../next-internals/draft-mode-cookie";

export const PREVIEW_GRANT_COOKIE = "site_preview";

export interface PreviewGrant {
  /** The host it was given on (normalised: lower case, no port). */
  host: string;
  kind: "link" | "editor";
  /** The preview link's id, or the editor's user id. */
  id: string;
  /** Until when, in ms since the epoch. */
  expires: number;
}

/** The grant's key, derived from the service-role key every server has (no further secret to configure). */
function key(secret: string): Buffer {
  return createHash("sha256").update(`sitebuilder preview grant\0${secret}`).digest();
}

const sign = (payload: string, secret: string) => createHmac("sha256", key(secret)).update(payload).digest("base64url");

export function mintGrant(grant: PreviewGrant, secret: string): string {
  const payload = Buffer.from(JSON.stringify([grant.host, grant.kind, grant.id, grant.expires])).toString("base64url");
  return `${payload}.${sign(payload, secret)}`;
}

/** The grant a cookie value holds, when its signature is ours, it is for `host` and it has not expired. */
export function readGrant(value: string | undefined, host: string, secret: string, now = Date.now()): PreviewGrant | null {
  if (!value) return null;
  const [payload, signature, extra] = value.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const [grantHost, kind, id, expires] = JSON.parse(Buffer.from(payload, "base64url").toString()) as unknown[];
    if (grantHost !== host || (kind !== "link" && kind !== "editor") || typeof id !== "string" || typeof expires !== "number") return null;
    return expires > now ? { host: grantHost, kind, id, expires } : null;
  } catch {
    return null;
  }
}

/** One cookie's value from a Cookie header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(";") ?? []) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

/**
 * The preview gate: the Cookie header as Next may see it. Unchanged when it carries no draft-mode cookie or a valid
 * grant for `host`; otherwise without the draft-mode cookie (the request is served as any visitor's).
 */
export function gateDraftMode(header: string | undefined, host: string | null, secret: string | undefined): string | undefined {
  if (!header || cookieValue(header, DRAFT_MODE_COOKIE) === undefined) return header;
  if (host && secret && readGrant(cookieValue(header, PREVIEW_GRANT_COOKIE), host, secret)) return header;
  return withoutDraftMode(header);
}

/** Whether a (gated) Cookie header still puts its request in draft mode: the page is then served in the draft view. */
export const inDraftMode = (header: string | undefined) => cookieValue(header, DRAFT_MODE_COOKIE) !== undefined;

function withoutDraftMode(header: string): string {
  return header
    .split(";")
    .filter((part) => part.split("=", 1)[0]!.trim() !== DRAFT_MODE_COOKIE)
    .join(";")
    .trim();
}

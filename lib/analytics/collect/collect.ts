import "server-only";
import { isCrossSite } from "@/lib/net/cross-site";
import type { Site } from "@/lib/tenancy/site";
import { processCollector } from "./collector";
import { toPageView } from "./page-view";
import { isBotAgent, optedOut } from "./request-signals";
import { processSaltKeeper } from "./salt";
import { pageViewBeaconSchema } from "./schema";
import { visitorHash } from "./visitor-hash";

/**
 * A beacon's request as both of its doors hand it over: the self-hosted server (server/beacon.ts) and the route
 * handler (app/api/collect/route.ts). `headers` answers a lower-case name; `ip` is the client's address.
 */
export interface BeaconRequest {
  headers: { get(name: string): string | null };
  body: string;
  ip: string;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * One beacon's page view, counted unless the visitor asked not to be (DNT, GPC), is a robot, sent it from another
 * site's page, or is over the minute's limit; a preview of a draft is no visit, nor is a body that is no beacon.
 * Nothing here waits on Postgres: the view goes to the buffer.
 */
export async function collectPageView({ headers, body, ip }: BeaconRequest, site: Site): Promise<void> {
  if (site.draftView || optedOut(headers) || isCrossSite(headers.get("origin"), headers.get("host"))) return;
  const userAgent = headers.get("user-agent");
  if (!userAgent || isBotAgent(userAgent)) return;
  const beacon = pageViewBeaconSchema.safeParse(parseJson(body));
  if (!beacon.success) return;
  const now = new Date();
  const salt = await processSaltKeeper().saltFor(now);
  const hash = visitorHash({ salt, ip, userAgent, orgId: site.id });
  const event = toPageView({
    beacon: beacon.data,
    site,
    visitorHash: hash,
    ownHost: headers.get("host"),
    acceptLanguage: headers.get("accept-language"),
    now,
  });
  if (event) processCollector().admit(event);
}

import "server-only";
import { clientIp, parseBody } from "@/lib/api/route";
import type { Site } from "@/lib/tenancy/site";
import { processCollector } from "./collector";
import { toPageView } from "./page-view";
import { isBotAgent, optedOut } from "./request-signals";
import { processSaltKeeper } from "./salt";
import { pageViewBeaconSchema } from "./schema";
import { visitorHash } from "./visitor-hash";

/**
 * One beacon's page view, counted unless the visitor asked not to be (DNT, GPC), is a robot, or is over the
 * minute's limit; a preview of a draft is no visit. Nothing here waits on Postgres: the view goes to the buffer.
 */
export async function collectPageView(request: Request, site: Site): Promise<void> {
  if (site.draftView || optedOut(request.headers)) return;
  const userAgent = request.headers.get("user-agent");
  if (!userAgent || isBotAgent(userAgent)) return;
  const beacon = await parseBody(request, pageViewBeaconSchema);
  const now = new Date();
  const salt = await processSaltKeeper().saltFor(now);
  const hash = visitorHash({ salt, ip: clientIp(request), userAgent, orgId: site.id });
  const event = toPageView({
    beacon,
    site,
    visitorHash: hash,
    ownHost: request.headers.get("host"),
    acceptLanguage: request.headers.get("accept-language"),
    now,
  });
  if (event) processCollector().admit(event);
}

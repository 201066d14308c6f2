// POST /api/collect – the analytics beacon's page view; 204 always, even when the view is dropped. The self-hosted
// server answers it before Next (server/beacon.ts); this handler answers it where that server does not run (plain
// `next start`, a platform host).
import { BODY_TOO_LARGE_MESSAGE } from "@/lib/api/body-limit";
import { clientIp, route } from "@/lib/api/route";
import { collectPageView } from "@/lib/analytics/collect/collect";
import { ANALYTICS_MAX_BODY_BYTES } from "@/lib/analytics/constants";

const collect = route(
  async ({ request, site }) => {
    await collectPageView({ headers: request.headers, body: await request.text(), ip: clientIp(request) }, site);
    return null;
  },
  { body: { bytes: ANALYTICS_MAX_BODY_BYTES, message: BODY_TOO_LARGE_MESSAGE } },
);

/**
 * The beacon never reads the answer, and a visitor's page must not learn whether it was counted: bad JSON, a
 * robot, an unknown site or any failure answers as a counted view does.
 */
export async function POST(request: Request): Promise<Response> {
  await collect(request).catch(() => undefined);
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}

// POST /api/collect – the analytics beacon's page view; 204 always, even when the view is dropped
import { BODY_TOO_LARGE_MESSAGE } from "@/lib/api/body-limit";
import { route } from "@/lib/api/route";
import { collectPageView } from "@/lib/analytics/collect/collect";
import { ANALYTICS_MAX_BODY_BYTES } from "@/lib/analytics/constants";

const collect = route(
  async ({ request, site }) => {
    await collectPageView(request, site);
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

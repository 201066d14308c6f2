import "server-only";
import { z } from "zod";
import { parseQuery, route } from "@/lib/api/route";
import { hasUnsafeCharacter, UNSAFE_TEXT_MESSAGE } from "@/lib/api/safe-strings";
import type { Site } from "@/lib/tenancy/site";
import { TEMPLATE_SECTIONS_CACHE_MS } from "./constants";
import { normalizeUrlPage } from "./url-page";

// url_page is decoded once more when normalised (`%2500` → NUL), so the decoded path is checked too.
export const urlPageQuerySchema = z.object({
  url_page: z
    .string()
    .max(500)
    .optional()
    .refine((value) => !hasUnsafeCharacter(normalizeUrlPage(value)), UNSAFE_TEXT_MESSAGE),
});

/**
 * A section list endpoint: url_page read from the query (language prefix stripped, / as /home), data
 * for this host's organisation only, with its drafts in the draft view (`site.draftView`). Failures keep the usual error shape and add the spec's `details`
 * (spec 002 §7: "An error body may carry a details field"), with `message` naming what failed.
 */
export function sectionListRoute(failure: string, load: (site: Site, urlPage: string) => Promise<unknown[]>) {
  const handler = route(async ({ request, site }) => {
    const { url_page } = parseQuery(request, urlPageQuerySchema);
    const list = await load(site, normalizeUrlPage(url_page));
    // The draft view's lists (someone in draft mode, a preview link) are for that browser only.
    const cacheControl = site.draftView ? "private, no-store" : `public, max-age=${TEMPLATE_SECTIONS_CACHE_MS / 1000}`;
    return Response.json(list, { headers: { "cache-control": cacheControl } });
  });
  return async (request: Request): Promise<Response> => {
    const response = await handler(request);
    if (response.ok) return response;
    const body: unknown = await response.clone().json().catch(() => null);
    const error = (body as { error?: Record<string, unknown> } | null)?.error;
    if (!error) return response;
    const headers = new Headers(response.headers);
    headers.delete("content-length");
    return Response.json({ error: { ...error, message: failure, details: error.message } }, { status: response.status, headers });
  };
}

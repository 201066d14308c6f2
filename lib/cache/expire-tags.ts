import { revalidateTag } from "next/cache";
import { PROCESS_CACHE_KEY } from "./process-cache-key.mjs";
import type { SharedCache } from "./shared-cache.mjs";

const sharedCache = () => (globalThis as { [PROCESS_CACHE_KEY]?: SharedCache })[PROCESS_CACHE_KEY];

/**
 * Expires cache tags: the next request for a page that carries one renders it fresh (`expire: 0`, never the
 * stale page once more). Next.js hands the expiry to its cache handlers only after the answer is sent
 * (`waitUntil`); with the shared cache on Redis this writes it there before, so that another instance's
 * very next request, which may leave as soon as the answer arrives, already sees it.
 */
export async function expireTags(tags: string[]): Promise<void> {
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  await sharedCache()?.tags.update(tags, { expire: 0 });
}

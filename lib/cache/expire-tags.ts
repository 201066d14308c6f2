import { revalidateTag } from "next/cache";
import { PROCESS_PAGE_TAGS_KEY } from "./process-cache-key.mjs";
import type { TagManifest } from "./tag-manifest.mjs";

/** The tag times both cache handlers read, once Next has loaded them (process-cache.mjs); none in `next dev`. */
const pageCacheTags = () => (globalThis as { [PROCESS_PAGE_TAGS_KEY]?: Pick<TagManifest, "update"> })[PROCESS_PAGE_TAGS_KEY];

/**
 * Expires cache tags: the next request for a page that carries one renders it fresh (`expire: 0`, never the
 * stale page once more). Next.js hands the expiry to its cache handlers only after the answer is sent
 * (`waitUntil`); this writes it to the page cache's tag times before (this process's, or Redis's), so that
 * the very next request, which may leave as soon as the answer arrives, already sees it on any instance.
 * It is the write: Next.js's own, after the answer, is its echo and sets nothing again (tag-manifest.mjs).
 */
export async function expireTags(tags: string[]): Promise<void> {
  for (const tag of tags) expireInNext(tag);
  await pageCacheTags()?.update(tags, { expire: 0 }, { announce: true });
}

/**
 * Next's own expiry needs a request to note it in; a job of the queue (a scheduled publish) runs outside any,
 * where revalidateTag throws. There the tag times written by expireTags are what both cache handlers read.
 */
function expireInNext(tag: string) {
  try {
    revalidateTag(tag, { expire: 0 });
  } catch (error) {
    if (!pageCacheTags()) throw error;
  }
}

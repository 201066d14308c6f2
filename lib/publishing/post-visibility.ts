import "server-only";
import { ApiError } from "@/lib/api/errors";
import type { RequestUser } from "@/lib/auth/request-user";
import type { Db } from "@/lib/db";
import { entityStore } from "@/lib/editing/mutations";
import { saveIn, savedTags } from "@/lib/editing/save";
import type { Site } from "@/lib/tenancy/site";
import { POST_GONE_MESSAGE } from "./scheduled-posts/constants";

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Shows or hides a post on the live site (display_config.display_this_post; visitors see only shown posts) through
 * the save path: live even in draft mode, one revision, the post's lease respected (423 while another holds it),
 * the rest of display_config kept. Answers the cache tags to expire once the transaction commits; none when the
 * post already was so.
 */
export async function setPostShown(db: Db, { user, site, postId, shown }: { user: RequestUser; site: Site; postId: string; shown: boolean }): Promise<string[]> {
  const post = await entityStore("post").lock(db, { orgId: site.id, id: postId });
  if (!post) throw new ApiError("not_found", POST_GONE_MESSAGE);
  const display = isRecord(post.display_config) ? post.display_config : {};
  if ((display.display_this_post !== false) === shown) return [];
  const changes = { display_config: { ...display, display_this_post: shown } };
  const saved = await saveIn(db, { user, site, entity: "post", id: postId, changes, ifMatch: post.version, live: true });
  return saved.revision ? savedTags(site, "post", saved.row) : [];
}

import "server-only";
import { and, eq } from "drizzle-orm";
import { ApiError } from "@/lib/api/errors";
import type { RequestUser } from "@/lib/auth/request-user";
import { withRls } from "@/lib/db";
import { blogPosts } from "@/lib/db/schema";
import type { Site } from "@/lib/tenancy/site";
import { postSlugSchema } from "./schemas";

/** The id of the site's post at `slug`, as its admin sees it (drafts too); 404 when there is none. */
export async function postIdBySlug({ user, site, slug }: { user: RequestUser; site: Site; slug: string | undefined }): Promise<string> {
  const parsed = postSlugSchema.safeParse(slug);
  if (!parsed.success) throw new ApiError("not_found", "Not found.");
  const [row] = await withRls(user.claims, (db) =>
    db
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(and(eq(blogPosts.organization_id, site.id), eq(blogPosts.slug, parsed.data))),
  );
  if (!row) throw new ApiError("not_found", "Not found.");
  return row.id;
}

import { pagePath } from "@/lib/pages/site-index";

/** What a revision names about its row: the post's slug or the page a section sits on. */
export interface ChangeWhere {
  entity: string;
  slug: string | null;
  url_page: string | null;
}

/** The site path where a changed row is shown (and its editor opens), or null when it has none. */
export function changePath({ entity, slug, url_page }: ChangeWhere): string | null {
  if (entity === "post") return slug ? `/${slug}` : null;
  if (url_page) return pagePath(url_page);
  if (entity === "meeting_type") return "/admin/meetings";
  return null;
}

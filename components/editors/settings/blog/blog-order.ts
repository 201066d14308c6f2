import type { BlogPostListing } from "@/lib/organizations/types";

type DisplayFlag = "display_as_blog_post" | "is_displayed_first_page";

const orderOf = (post: BlogPostListing) => post.organization_config.order ?? Number.POSITIVE_INFINITY;

/** The posts as the blog orders them: organization_config.order, then newest first. */
export function sortedPosts(posts: readonly BlogPostListing[]): BlogPostListing[] {
  return [...posts].sort((a, b) => orderOf(a) - orderOf(b) || Date.parse(String(b.created_on)) - Date.parse(String(a.created_on)));
}

/**
 * `id` moved one place up (-1) or down (+1) in the sorted list; every post then carries its position
 * (1, 2, …) as organization_config.order. Posts whose order is already that keep their object.
 */
export function movePost(posts: readonly BlogPostListing[], id: string, delta: -1 | 1): BlogPostListing[] {
  const sorted = sortedPosts(posts);
  const at = sorted.findIndex((post) => post.id === id);
  const to = at + delta;
  if (at === -1 || to < 0 || to >= sorted.length) return [...posts];
  [sorted[at], sorted[to]] = [sorted[to], sorted[at]];
  return sorted.map((post, index) =>
    post.organization_config.order === index + 1 ? post : { ...post, organization_config: { ...post.organization_config, order: index + 1 } },
  );
}

/** One display flag of one post switched (spec 001 §3 Page: display_as_blog_post; the home page's is_displayed_first_page). */
export function withFlag(posts: readonly BlogPostListing[], id: string, flag: DisplayFlag, on: boolean): BlogPostListing[] {
  return posts.map((post) => (post.id === id ? { ...post, display_config: { ...post.display_config, [flag]: on } } : post));
}

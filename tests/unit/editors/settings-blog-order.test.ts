import { describe, expect, it } from "vitest";
import { movePost, sortedPosts, withFlag } from "@/components/editors/settings/blog/blog-order";
import type { BlogPostListing } from "@/lib/organizations/types";

function post(id: string, order: number | undefined, createdOn: string, display: BlogPostListing["display_config"] = {}): BlogPostListing {
  return {
    id,
    version: 1,
    slug: id,
    title: id,
    title_translation: {},
    display_config: display,
    organization_config: order === undefined ? {} : { order },
    created_on: createdOn,
  };
}

const ids = (posts: BlogPostListing[]) => sortedPosts(posts).map((each) => each.id);

describe("the Blog tab's order", () => {
  const posts = [post("c", 3, "2025-03-01"), post("a", 1, "2025-01-01"), post("b", 2, "2025-02-01"), post("new", undefined, "2025-04-01")];

  it("lists posts by organization_config.order, unordered ones last, newest first", () => {
    expect(ids(posts)).toEqual(["a", "b", "c", "new"]);
    expect(ids([post("old", undefined, "2024-01-01"), post("young", undefined, "2025-01-01")])).toEqual(["young", "old"]);
  });

  it("moves a post up or down and numbers every post by its place", () => {
    const moved = movePost(posts, "c", -1);
    expect(ids(moved)).toEqual(["a", "c", "b", "new"]);
    expect(moved.map((each) => [each.id, each.organization_config.order])).toEqual([
      ["a", 1],
      ["c", 2],
      ["b", 3],
      ["new", 4],
    ]);
  });

  it("leaves the list as it is at either end", () => {
    expect(ids(movePost(posts, "a", -1))).toEqual(["a", "b", "c", "new"]);
    expect(ids(movePost(posts, "new", 1))).toEqual(["a", "b", "c", "new"]);
  });

  it("keeps the objects of posts whose order did not change", () => {
    const moved = movePost(posts, "c", -1);
    expect(moved.find((each) => each.id === "a")).toBe(posts[1]);
  });
});

describe("the Blog tab's display flags", () => {
  it("switches one flag of one post and keeps its other display settings", () => {
    const posts = [post("a", 1, "2025-01-01", { display_as_blog_post: true, display_this_post: true }), post("b", 2, "2025-02-01")];
    const next = withFlag(posts, "a", "display_as_blog_post", false);
    expect(next[0].display_config).toEqual({ display_as_blog_post: false, display_this_post: true });
    expect(next[1]).toBe(posts[1]);
  });
});

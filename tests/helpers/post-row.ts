import type { PostRow } from "@/lib/posts/queries";

/** A published post row as the database returns it, with the given fields. */
export function postRow(fields: Partial<PostRow> = {}): PostRow {
  return {
    id: "00000000-0000-4000-8000-000000000001",
    organization_id: "00000000-0000-4000-8000-000000000002",
    slug: "a-post",
    title: "A post",
    description: null,
    content: null,
    author_name: null,
    metadescription_for_page: null,
    created_on: "2026-01-01T00:00:00.000Z",
    display_config: {},
    organization_config: {},
    author_config: {},
    media_config: {},
    title_translation: {},
    description_translation: {},
    content_translation: {},
    seo_title: null,
    seo_title_translation: {},
    metadescription_for_page_translation: {},
    seo_image: null,
    is_published: true,
    created_at: "2026-01-01T00:00:00.000Z",
    updated_at: "2026-01-01T00:00:00.000Z",
    version: 1,
    ...fields,
  };
}

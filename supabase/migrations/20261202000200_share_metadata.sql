-- Share metadata (issue 41): what an admin sets for a page's search results and share cards. Each column, when set,
-- wins over what the page itself says (its first section, a post's title and description) and over its generated
-- share image. Translatable like every other text: the base column is the default language, `*_translation` the rest.

-- A page's layout (one row per path, any public path: /home, /about, /blog, /services/strategy).
alter table public.page_layouts
  add column seo_title text check (char_length(seo_title) <= 200),
  add column seo_title_translation jsonb not null default '{}' check (jsonb_typeof(seo_title_translation) = 'object'),
  add column seo_description text check (char_length(seo_description) <= 300),
  add column seo_description_translation jsonb not null default '{}' check (jsonb_typeof(seo_description_translation) = 'object'),
  add column seo_image text check (char_length(seo_image) <= 2000);

-- Posts keep metadescription_for_page as their description override; it gains its translations.
alter table public.blog_posts
  add column seo_title text check (char_length(seo_title) <= 200),
  add column seo_title_translation jsonb not null default '{}' check (jsonb_typeof(seo_title_translation) = 'object'),
  add column metadescription_for_page_translation jsonb not null default '{}'
    check (jsonb_typeof(metadescription_for_page_translation) = 'object'),
  add column seo_image text check (char_length(seo_image) <= 2000);

-- Visitors' pages read a page's share metadata, as they read its items: the layout row holds nothing private
-- (its path, version and times). Editors keep writing it through the policies they have.
drop policy page_layouts_read_by_editor on public.page_layouts;
create policy page_layouts_read on public.page_layouts for select to anon, authenticated using (true);

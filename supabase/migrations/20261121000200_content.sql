-- Page content: posts and pages, template sections with their metrics, heading sections, heroes, and the
-- stored order of sections on each page. Children reference parents through (id, organization_id), so a
-- row can never link to another organisation's row.

create table public.blog_posts (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text not null check (btrim(title) <> ''),
  description text,
  content text,
  author_name text,
  metadescription_for_page text check (char_length(metadescription_for_page) <= 160),
  created_on timestamptz not null default now(),
  display_config jsonb not null default '{}' check (jsonb_typeof(display_config) = 'object'
    and coalesce(jsonb_typeof(display_config -> 'display_this_post'), 'null') in ('boolean', 'null')
    and coalesce(jsonb_typeof(display_config -> 'display_as_blog_post'), 'null') in ('boolean', 'null')
    and coalesce(jsonb_typeof(display_config -> 'is_displayed_first_page'), 'null') in ('boolean', 'null')
    and coalesce(jsonb_typeof(display_config -> 'is_help_center'), 'null') in ('boolean', 'null')
    and coalesce(jsonb_typeof(display_config -> 'help_center_order'), 'null') in ('number', 'null')
    and coalesce(display_config ->> 'type', 'default') in ('default', 'minimal', 'landing')),
  organization_config jsonb not null default '{}' check (jsonb_typeof(organization_config) = 'object'
    and coalesce(jsonb_typeof(organization_config -> 'section_id'), 'null') in ('number', 'null')
    and coalesce(jsonb_typeof(organization_config -> 'order'), 'null') in ('number', 'null')),
  author_config jsonb not null default '{}' check (jsonb_typeof(author_config) = 'object'
    and coalesce(jsonb_typeof(author_config -> 'is_with_author'), 'null') in ('boolean', 'null')
    and coalesce(jsonb_typeof(author_config -> 'is_company_author'), 'null') in ('boolean', 'null')),
  media_config jsonb not null default '{}' check (jsonb_typeof(media_config) = 'object'
    and coalesce(jsonb_typeof(media_config -> 'main_photo'), 'null') in ('string', 'null')),
  title_translation jsonb not null default '{}' check (jsonb_typeof(title_translation) = 'object'),
  description_translation jsonb not null default '{}' check (jsonb_typeof(description_translation) = 'object'),
  content_translation jsonb not null default '{}' check (jsonb_typeof(content_translation) = 'object'),
  -- display_this_post defaults to true when absent; RLS shows visitors only published rows.
  is_published boolean not null
    generated always as (coalesce(display_config -> 'display_this_post', 'true'::jsonb) <> 'false'::jsonb) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint blog_posts_organization_slug_key unique (organization_id, slug)
);

create table public.template_sections (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  url_page text not null default '/home' check (url_page ~ '^/'),
  section_title text,
  section_title_translation jsonb not null default '{}' check (jsonb_typeof(section_title_translation) = 'object'),
  section_description text,
  section_description_translation jsonb not null default '{}'
    check (jsonb_typeof(section_description_translation) = 'object'),
  -- Null on older rows: the type is then derived from the legacy flags below when read.
  section_type text check (section_type in (
    'general', 'reviews', 'help_center', 'real_estate', 'brand', 'article_slider', 'contact', 'faq', 'pricing_plans')),
  text_style_variant text not null default 'default' check (text_style_variant in (
    'default', 'apple', 'codedharmony', 'magazine', 'startup', 'elegant', 'brutalist', 'modern', 'playful')),
  grid_columns integer not null default 3 check (grid_columns between 1 and 6),
  image_metrics_height text not null default 'h-48'
    check (image_metrics_height in ('h-32', 'h-40', 'h-48', 'h-56', 'h-64', 'h-72', 'h-80', 'h-96')),
  background_color text not null default 'white',
  is_gradient boolean not null default false,
  gradient jsonb not null default '{}' check (jsonb_typeof(gradient) = 'object'),
  is_full_width boolean not null default false,
  is_section_title_aligned_center boolean not null default false,
  is_section_title_aligned_right boolean not null default false,
  is_image_bottom boolean not null default false,
  is_slider boolean not null default false,
  is_reviews_section boolean not null default false,
  is_help_center_section boolean not null default false,
  is_real_estate_modal boolean not null default false,
  is_brand boolean not null default false,
  is_article_slider boolean not null default false,
  is_contact_section boolean not null default false,
  is_faq_section boolean not null default false,
  is_pricingplans_section boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint template_sections_id_organization_key unique (id, organization_id)
);
create index template_sections_organization_page_idx on public.template_sections (organization_id, url_page);

create table public.metrics (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  title text not null,
  title_translation jsonb not null default '{}' check (jsonb_typeof(title_translation) = 'object'),
  description text,
  description_translation jsonb not null default '{}' check (jsonb_typeof(description_translation) = 'object'),
  image text,
  is_title_displayed boolean not null default true,
  is_image_rounded_full boolean not null default false,
  is_card_type boolean not null default false,
  is_gradient boolean not null default false,
  gradient jsonb not null default '{}' check (jsonb_typeof(gradient) = 'object'),
  background_color text not null default 'white',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint metrics_id_organization_key unique (id, organization_id)
);
create index metrics_organization_id_idx on public.metrics (organization_id);

-- A metric lives in the organisation's library and may appear in several sections (remove vs delete).
create table public.template_section_metrics (
  template_section_id uuid not null,
  metric_id uuid not null,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  position integer not null check (position >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (template_section_id, metric_id),
  foreign key (template_section_id, organization_id)
    references public.template_sections (id, organization_id) on delete cascade,
  foreign key (metric_id, organization_id) references public.metrics (id, organization_id) on delete cascade
);
create index template_section_metrics_organization_id_idx on public.template_section_metrics (organization_id);
create index template_section_metrics_metric_idx on public.template_section_metrics (metric_id, organization_id);

create table public.heading_sections (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  url_page text not null check (url_page ~ '^/'),
  name text not null check (btrim(name) <> ''),
  name_part_2 text,
  name_part_3 text,
  name_translation jsonb not null default '{}' check (jsonb_typeof(name_translation) = 'object'),
  name_part_2_translation jsonb not null default '{}' check (jsonb_typeof(name_part_2_translation) = 'object'),
  name_part_3_translation jsonb not null default '{}' check (jsonb_typeof(name_part_3_translation) = 'object'),
  description_text text not null,
  description_text_translation jsonb not null default '{}'
    check (jsonb_typeof(description_text_translation) = 'object'),
  button_text text,
  button_text_translation jsonb not null default '{}' check (jsonb_typeof(button_text_translation) = 'object'),
  url text,
  is_text_link boolean not null default false,
  image text,
  image_first boolean not null default false,
  is_included_templatesection boolean not null default false,
  style_variant text not null default 'default' check (style_variant in ('default', 'clean')),
  text_style_variant text not null default 'default'
    check (text_style_variant in ('default', 'apple', 'codedharmony')),
  background_color text not null default 'white',
  is_gradient boolean not null default false,
  gradient jsonb not null default '{}' check (jsonb_typeof(gradient) = 'object'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint heading_sections_id_organization_key unique (id, organization_id)
);
create index heading_sections_organization_page_idx on public.heading_sections (organization_id, url_page);

create table public.heroes (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  url_page text not null default '/home' check (url_page ~ '^/'),
  name text,
  title text not null check (btrim(title) <> ''),
  description text,
  button text default 'Get Started',
  image text,
  animation_element text check (animation_element in ('DotGrid', 'LetterGlitch', 'MagicBento')),
  display_order integer not null default 0,
  title_translation jsonb not null default '{}' check (jsonb_typeof(title_translation) = 'object'),
  description_translation jsonb not null default '{}' check (jsonb_typeof(description_translation) = 'object'),
  button_translation jsonb not null default '{}' check (jsonb_typeof(button_translation) = 'object'),
  title_style jsonb not null default '{}' check (jsonb_typeof(title_style) = 'object'
    and coalesce(title_style ->> 'alignment', 'left') in ('left', 'center', 'right')),
  description_style jsonb not null default '{}' check (jsonb_typeof(description_style) = 'object'
    and coalesce(description_style ->> 'weight', 'normal') in ('normal', 'medium', 'semibold', 'bold')),
  image_style jsonb not null default '{}' check (jsonb_typeof(image_style) = 'object'
    and coalesce(image_style ->> 'position', 'right') in ('left', 'right', 'background', 'inline')),
  background_style jsonb not null default '{}' check (jsonb_typeof(background_style) = 'object'
    and coalesce(background_style ->> 'column', '1') in ('1', '2', '3')),
  button_style jsonb not null default '{}' check (jsonb_typeof(button_style) = 'object'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint heroes_id_organization_key unique (id, organization_id)
);
create index heroes_organization_page_idx on public.heroes (organization_id, url_page);

-- The stored order of sections on a page; each row points at exactly one section.
create table public.page_layout_items (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  url_page text not null check (url_page ~ '^/'),
  position integer not null check (position >= 0),
  hero_id uuid,
  template_section_id uuid,
  heading_section_id uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint page_layout_items_one_section check (num_nonnulls(hero_id, template_section_id, heading_section_id) = 1),
  foreign key (hero_id, organization_id) references public.heroes (id, organization_id) on delete cascade,
  foreign key (template_section_id, organization_id)
    references public.template_sections (id, organization_id) on delete cascade,
  foreign key (heading_section_id, organization_id)
    references public.heading_sections (id, organization_id) on delete cascade,
  -- Deferred so that a reorder may swap positions inside one transaction.
  constraint page_layout_items_page_position_key unique (organization_id, url_page, position)
    deferrable initially deferred
);
create index page_layout_items_hero_idx on public.page_layout_items (hero_id, organization_id);
create index page_layout_items_template_section_idx on public.page_layout_items (template_section_id, organization_id);
create index page_layout_items_heading_section_idx on public.page_layout_items (heading_section_id, organization_id);

create trigger blog_posts_touch before update on public.blog_posts
  for each row execute function private.touch_updated_at();
create trigger template_sections_touch before update on public.template_sections
  for each row execute function private.touch_updated_at();
create trigger metrics_touch before update on public.metrics
  for each row execute function private.touch_updated_at();
create trigger template_section_metrics_touch before update on public.template_section_metrics
  for each row execute function private.touch_updated_at();
create trigger heading_sections_touch before update on public.heading_sections
  for each row execute function private.touch_updated_at();
create trigger heroes_touch before update on public.heroes
  for each row execute function private.touch_updated_at();
create trigger page_layout_items_touch before update on public.page_layout_items
  for each row execute function private.touch_updated_at();

-- Visitors read published posts and every section; the organisation's admins read and write all of it.
select private.create_tenant_policies('public.blog_posts', 'is_published');
select private.create_tenant_policies('public.template_sections', 'true');
select private.create_tenant_policies('public.metrics', 'true');
select private.create_tenant_policies('public.template_section_metrics', 'true');
select private.create_tenant_policies('public.heading_sections', 'true');
select private.create_tenant_policies('public.heroes', 'true');
select private.create_tenant_policies('public.page_layout_items', 'true');

-- Site navigation (menu items and their submenu items) and banners with per-user dismissals.

create table public.menu_items (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  display_name text not null check (btrim(display_name) <> ''),
  display_name_translation jsonb not null default '{}' check (jsonb_typeof(display_name_translation) = 'object'),
  url_name text,
  description text,
  description_translation jsonb not null default '{}' check (jsonb_typeof(description_translation) = 'object'),
  image text,
  icon_name text,
  react_icon_id text,
  -- An object or a list of objects carrying icon_name (both forms occur).
  react_icons jsonb check (jsonb_typeof(react_icons) in ('object', 'array')),
  "order" integer not null default 0,
  is_displayed boolean not null default true,
  is_displayed_on_footer boolean not null default false,
  menu_items_are_text boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint menu_items_id_organization_key unique (id, organization_id)
);
create index menu_items_organization_order_idx on public.menu_items (organization_id, "order");

create table public.submenu_items (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  menu_item_id uuid not null,
  name text not null check (btrim(name) <> ''),
  name_translation jsonb not null default '{}' check (jsonb_typeof(name_translation) = 'object'),
  description text,
  description_translation jsonb not null default '{}' check (jsonb_typeof(description_translation) = 'object'),
  url_name text,
  image text,
  "order" integer not null default 0,
  is_displayed boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (menu_item_id, organization_id) references public.menu_items (id, organization_id) on delete cascade
);
create index submenu_items_organization_id_idx on public.submenu_items (organization_id);
create index submenu_items_menu_item_idx on public.submenu_items (menu_item_id, organization_id, "order");

create table public.banners (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  position text not null default 'top' check (position in ('top', 'bottom', 'left', 'right')),
  -- permanent: always shown; closed: the visitor may dismiss it for dismissal_duration.
  type text not null default 'permanent' check (type in ('permanent', 'closed')),
  is_enabled boolean not null default true,
  -- text, icon, link {label, url, isExternal}, customContent, banner_background, banner_content_style
  content jsonb not null default '{}' check (jsonb_typeof(content) = 'object'),
  text_translation jsonb not null default '{}' check (jsonb_typeof(text_translation) = 'object'),
  landing_content text,
  -- Free text such as '3 days'; values that do not parse fall back to 1 minute when read (spec).
  dismissal_duration text,
  -- Empty means every page.
  page_paths text[] not null default '{}',
  is_fixed_above_navbar boolean not null default false,
  end_date_promotion timestamptz,
  end_date_promotion_is_displayed boolean not null default false,
  -- Null disables expansion.
  open_state text check (open_state in ('full', 'left-half', 'right-half', 'top-half', 'bottom-half', 'left-30',
    'left-70', 'right-30', 'right-70', 'top-30', 'top-70', 'bottom-30', 'bottom-70')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint banners_id_organization_key unique (id, organization_id)
);
create index banners_organization_id_idx on public.banners (organization_id);

create table public.banner_dismissals (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  banner_id uuid not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  dismissed_until timestamptz not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint banner_dismissals_banner_user_key unique (banner_id, user_id),
  foreign key (banner_id, organization_id) references public.banners (id, organization_id) on delete cascade
);
create index banner_dismissals_organization_id_idx on public.banner_dismissals (organization_id);
create index banner_dismissals_user_id_idx on public.banner_dismissals (user_id);

create trigger menu_items_touch before update on public.menu_items
  for each row execute function private.touch_updated_at();
create trigger submenu_items_touch before update on public.submenu_items
  for each row execute function private.touch_updated_at();
create trigger banners_touch before update on public.banners
  for each row execute function private.touch_updated_at();
create trigger banner_dismissals_touch before update on public.banner_dismissals
  for each row execute function private.touch_updated_at();

select private.create_tenant_policies('public.menu_items', 'is_displayed');
select private.create_tenant_policies('public.submenu_items', 'is_displayed');
select private.create_tenant_policies('public.banners', 'is_enabled');

-- Dismissals are personal: each signed-in user manages their own; admins see their organisation's.
select private.create_tenant_policies('public.banner_dismissals', null);
create policy banner_dismissals_own on public.banner_dismissals for all to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

-- A page's layout as one editable thing: the order and membership of its sections (page_layout_items)
-- changes as a whole, from the version the admin started from. One row per page that has been arranged;
-- a page never arranged is at version 1 with the items it has.
create table public.page_layouts (
  organization_id uuid not null references public.organizations (id) on delete cascade,
  url_page text not null check (url_page ~ '^/'),
  version integer not null default 1 check (version > 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (organization_id, url_page)
);

create trigger page_layouts_touch before update on public.page_layouts
  for each row execute function private.touch_updated_at();
create trigger page_layouts_bump_version before update on public.page_layouts
  for each row execute function private.bump_version();
create trigger page_layouts_keep_organization before update on public.page_layouts
  for each row when (old.organization_id is distinct from new.organization_id)
  execute function private.keep_organization();

-- Only the organisation's admins see or change it; visitors read the items themselves.
select private.create_tenant_policies('public.page_layouts', null);

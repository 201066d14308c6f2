-- Editing in place: every editable row carries a version that each update bumps (editors send it back as
-- If-Match and a stale one is answered 412), and every change an editor saves leaves a revision, written in
-- the same transaction, from which history, undo and redo are read.

create function private.bump_version() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.version := old.version + 1;
  return new;
end
$$;
revoke all on function private.bump_version() from public;

do $$
declare
  t text;
begin
  foreach t in array array[
    'organizations', 'settings', 'blog_posts', 'template_sections', 'metrics', 'template_section_metrics',
    'heading_sections', 'heroes', 'page_layout_items', 'menu_items', 'submenu_items', 'banners',
    'cookie_categories', 'cookie_services', 'products', 'pricing_plans', 'features', 'faqs', 'meeting_types', 'media']
  loop
    execute format('alter table public.%I add column version integer not null default 1 check (version > 0)', t);
    execute format('create trigger %I before update on public.%I for each row execute function private.bump_version()',
      t || '_bump_version', t);
  end loop;
end
$$;

-- One row per saved change: which entity, its version after the change, the row before and after, the fields
-- that changed, and who made it. Undo and redo are restores, themselves revisions (restored_from names the
-- revision whose `before` or `after` was put back). Append-only: nobody edits or deletes history.
create table public.revisions (
  id bigint generated always as identity primary key,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  entity text not null check (entity ~ '^[a-z_]+$'),
  entity_id text not null check (btrim(entity_id) <> ''),
  action text not null check (action in ('create', 'update', 'delete', 'undo', 'redo', 'restore')),
  version integer,
  before jsonb,
  after jsonb,
  changed_fields text[] not null default '{}',
  actor_id uuid references auth.users (id) on delete set null,
  actor_name text,
  restored_from bigint,
  created_at timestamptz not null default now(),
  constraint revisions_has_a_side check (before is not null or after is not null),
  constraint revisions_id_organization_key unique (id, organization_id),
  foreign key (restored_from, organization_id)
    references public.revisions (id, organization_id) on delete set null (restored_from)
);
create index revisions_entity_idx on public.revisions (organization_id, entity, entity_id, id desc);
create index revisions_actor_idx on public.revisions (organization_id, actor_id, id desc);

create trigger revisions_keep_organization before update on public.revisions
  for each row when (old.organization_id is distinct from new.organization_id)
  execute function private.keep_organization();

-- The organisation's admins read its history and append to it as themselves; nothing else.
select private.create_tenant_policies('public.revisions', null, array[]::text[]);
create policy revisions_admin_insert on public.revisions for insert to authenticated
  with check (organization_id = (select private.admin_org_id()) and actor_id = (select auth.uid()));

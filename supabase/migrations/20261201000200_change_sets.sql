-- Draft mode and change sets. While a person has draft mode on, their saves of existing rows go into their
-- organisation's current change set instead of the live rows; "Publish changes" applies the set in one
-- transaction through the save path (one revision per row), now or at a set time (a job on the queue).
-- Visitors and the public cache only ever see the live rows.

-- An organisation has at most one current change set (open, scheduled, or failed to publish: still holding
-- its changes); published and discarded ones are kept as a record.
create table public.change_sets (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  status text not null default 'open' check (status in ('open', 'scheduled', 'failed', 'published', 'discarded')),
  publish_at timestamptz,
  job_id text,
  scheduled_by uuid references auth.users (id) on delete set null,
  error text,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  published_at timestamptz,
  constraint change_sets_scheduled_has_time check (status <> 'scheduled' or publish_at is not null),
  constraint change_sets_id_organization_key unique (id, organization_id)
);
create unique index change_sets_current_idx on public.change_sets (organization_id) where status in ('open', 'scheduled', 'failed');

-- One row's draft: the fields changed (their draft values), the live version the draft was made from (publish
-- refuses when the live row moved on since), and the draft's own version (If-Match while in draft mode).
create table public.change_set_changes (
  id uuid primary key default gen_random_uuid(),
  change_set_id uuid not null,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  entity text not null check (entity ~ '^[a-z_]{1,40}$'),
  entity_id text not null check (length(entity_id) between 1 and 200),
  fields jsonb not null check (jsonb_typeof(fields) = 'object'),
  base_version integer not null,
  version integer not null,
  author_id uuid references auth.users (id) on delete set null,
  author_name text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint change_set_changes_set_fkey foreign key (change_set_id, organization_id)
    references public.change_sets (id, organization_id) on delete cascade,
  unique (change_set_id, entity, entity_id)
);
create index change_set_changes_entity_idx on public.change_set_changes (organization_id, entity, entity_id);

-- Each person's draft-mode switch on a site; without a row the organisation's default applies.
create table public.draft_mode_choices (
  organization_id uuid not null references public.organizations (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  is_on boolean not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (organization_id, user_id)
);

-- The organisation's publishing rules: draft mode on by default, and whether editors may publish (off).
create table public.publishing_settings (
  organization_id uuid primary key references public.organizations (id) on delete cascade,
  draft_mode_default boolean not null default false,
  editors_may_publish boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create trigger change_sets_touch before update on public.change_sets
  for each row execute function private.touch_updated_at();
create trigger change_set_changes_touch before update on public.change_set_changes
  for each row execute function private.touch_updated_at();
create trigger publishing_settings_touch before update on public.publishing_settings
  for each row execute function private.touch_updated_at();
create trigger draft_mode_choices_touch before update on public.draft_mode_choices
  for each row execute function private.touch_updated_at();
create trigger change_sets_keep_organization before update on public.change_sets
  for each row when (old.organization_id is distinct from new.organization_id)
  execute function private.keep_organization();
create trigger change_set_changes_keep_organization before update on public.change_set_changes
  for each row when (old.organization_id is distinct from new.organization_id)
  execute function private.keep_organization();
create trigger draft_mode_choices_keep_organization before update on public.draft_mode_choices
  for each row when (old.organization_id is distinct from new.organization_id)
  execute function private.keep_organization();
create trigger publishing_settings_keep_organization before update on public.publishing_settings
  for each row when (old.organization_id is distinct from new.organization_id)
  execute function private.keep_organization();

-- Editors and admins of the organisation draft, list and discard; nobody else sees a draft.
select private.tenant_policies('public.change_sets', null, 'editor');
select private.tenant_policies('public.change_set_changes', null, 'editor');
-- Admins change the rules; editors read them (may they publish? is draft mode on by default?).
select private.tenant_policies('public.publishing_settings', null, 'admin', array['insert', 'update']);
create policy publishing_settings_read_by_editor on public.publishing_settings for select to authenticated
  using (organization_id = any ((select private.org_ids('editor'))::uuid[]));

alter table public.draft_mode_choices enable row level security;
create policy draft_mode_choices_own on public.draft_mode_choices for all to authenticated
  using (user_id = (select auth.uid()) and organization_id = any ((select private.org_ids('editor'))::uuid[]))
  with check (user_id = (select auth.uid()) and organization_id = any ((select private.org_ids('editor'))::uuid[]));


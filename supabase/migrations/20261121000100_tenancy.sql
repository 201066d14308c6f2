-- Tenancy: organisations, their settings, and the profiles that tie an auth user to one organisation.
-- Also the private helpers that every row level security policy in later migrations relies on.
-- Runs unchanged on PGlite (Postgres 17), PostgreSQL 15 and hosted Supabase: no extensions, no PG16+ syntax.

create schema if not exists private;
revoke all on schema private from public;
-- Policies evaluated for anon and authenticated call private.admin_org_id().
grant usage on schema private to anon, authenticated;

-- Stale saves are answered 412 by comparing updated_at, so it must move on every update, even twice in
-- one transaction (now() would not), and created_at never changes.
create function private.touch_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.created_at := old.created_at;
  new.updated_at := greatest(clock_timestamp(), old.updated_at + interval '1 microsecond');
  return new;
end
$$;
revoke all on function private.touch_updated_at() from public;

create table public.organizations (
  id uuid primary key default gen_random_uuid(),
  name text not null check (btrim(name) <> ''),
  -- Host names only (the proxy looks the organisation up by request host), lowercased, no scheme or port.
  base_url text not null unique
    check (base_url ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$'),
  base_url_local text unique
    check (base_url_local ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$'),
  type text not null default 'services' check (type in (
    'services', 'immigration', 'legal', 'finance', 'education', 'jobs', 'beauty', 'medical', 'real_estate',
    'construction', 'software', 'marketing', 'consulting', 'automotive', 'hospitality', 'retail', 'healthcare',
    'transport', 'technology', 'platform', 'general')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.settings (
  organization_id uuid primary key references public.organizations (id) on delete cascade,
  site text,
  language text not null default 'en'
    check (language in ('en', 'es', 'fr', 'de', 'ru', 'it', 'pt', 'pl', 'zh', 'ja', 'nl')),
  supported_locales text[] not null default '{en}'
    check (cardinality(supported_locales) > 0
      and array_position(supported_locales, null) is null
      and supported_locales <@ array['en', 'es', 'fr', 'de', 'ru', 'it', 'pt', 'pl', 'zh', 'ja', 'nl']),
  image text,
  image_for_privacy_settings text,
  with_language_switch boolean not null default false,
  header_style jsonb not null default '{}'
    check (jsonb_typeof(header_style) = 'object'
      and coalesce(header_style ->> 'type', 'default') in ('default', 'transparent', 'fixed', 'mini', 'ring_card_mini')),
  -- A plain JSON string is the older form meaning the background colour.
  footer_style jsonb not null default '{}'
    check (jsonb_typeof(footer_style) in ('object', 'string')
      and coalesce(footer_style ->> 'type', 'default') in ('default', 'compact', 'grid', 'stacked', 'light', 'minimal')),
  primary_color text not null default 'sky',
  primary_shade integer not null default 600
    check (primary_shade in (50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950)),
  secondary_color text not null default 'gray',
  secondary_shade integer not null default 500
    check (secondary_shade in (50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950)),
  font_family text not null default 'Inter',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint settings_language_supported check (language = any (supported_locales))
);

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  username text,
  full_name text,
  email text,
  role text not null default 'customer' check (role in ('admin', 'customer')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index profiles_organization_id_idx on public.profiles (organization_id);

create trigger organizations_touch before update on public.organizations
  for each row execute function private.touch_updated_at();
create trigger settings_touch before update on public.settings
  for each row execute function private.touch_updated_at();
create trigger profiles_touch before update on public.profiles
  for each row execute function private.touch_updated_at();

-- The organisation the signed-in user administers (a user has one profile, so at most one), else null.
-- Security definer: it reads profiles past their own policies, which would otherwise recurse.
create function private.admin_org_id() returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select p.organization_id
  from public.profiles p
  where p.id = (select auth.uid()) and p.role = 'admin'
$$;

create function private.is_org_admin(org uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.profiles p
    where p.id = (select auth.uid()) and p.role = 'admin' and p.organization_id = org
  )
$$;

-- The signed-in user's profile as stored (inside an update: before the update).
create function private.current_profile() returns table (role text, organization_id uuid)
language sql
stable
security definer
set search_path = ''
as $$
  select p.role, p.organization_id from public.profiles p where p.id = (select auth.uid())
$$;

revoke all on function private.admin_org_id() from public;
revoke all on function private.is_org_admin(uuid) from public;
revoke all on function private.current_profile() from public;
grant execute on function private.admin_org_id() to anon, authenticated;
grant execute on function private.is_org_admin(uuid) to authenticated;
grant execute on function private.current_profile() to authenticated;

-- A customer may edit their own profile but never grant themselves a role or change organisation;
-- an admin may change roles inside the organisation they administer. Service code is not limited.
create function private.guard_profile_privileges() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    if new.organization_id is distinct from old.organization_id then
      raise exception 'a profile cannot move to another organization' using errcode = '42501';
    end if;
    if new.role is distinct from old.role and not private.is_org_admin(old.organization_id) then
      raise exception 'only an admin of the organization can change a role' using errcode = '42501';
    end if;
  end if;
  return new;
end
$$;
revoke all on function private.guard_profile_privileges() from public;

create trigger profiles_guard_privileges before update on public.profiles
  for each row execute function private.guard_profile_privileges();

-- The policies every tenant table shares, so that they cannot differ by accident:
-- anyone (anon and authenticated) reads the rows matching public_read (null: nobody but admins);
-- the admins of a row's organisation read it and perform admin_writes on it, never on another
-- organisation's rows, and never write a row carrying another organisation's id (with check).
create function private.create_tenant_policies(
  tbl regclass,
  public_read text,
  admin_writes text[] default array['insert', 'update', 'delete'],
  org_column text default 'organization_id'
) returns void
language plpgsql
set search_path = ''
as $$
declare
  base text := (select c.relname::text from pg_catalog.pg_class c where c.oid = tbl);
  own_org text := format('%I = (select private.admin_org_id())', org_column);
  op text;
begin
  execute format('alter table %s enable row level security', tbl);
  if public_read is null then
    execute format('create policy %I on %s for select to authenticated using (%s)',
      base || '_admin_read', tbl, own_org);
  else
    execute format('create policy %I on %s for select to anon, authenticated using ((%s) or %s)',
      base || '_read', tbl, public_read, own_org);
  end if;
  foreach op in array admin_writes loop
    execute case op
      when 'insert' then format('create policy %I on %s for insert to authenticated with check (%s)',
        base || '_admin_insert', tbl, own_org)
      when 'update' then format('create policy %I on %s for update to authenticated using (%s) with check (%s)',
        base || '_admin_update', tbl, own_org, own_org)
      when 'delete' then format('create policy %I on %s for delete to authenticated using (%s)',
        base || '_admin_delete', tbl, own_org)
    end;
  end loop;
end
$$;
revoke all on function private.create_tenant_policies(regclass, text, text[], text) from public;

-- Organisations and settings are public (the site shell needs them); admins edit their own.
-- Creating or deleting a whole organisation is left to service code.
select private.create_tenant_policies('public.organizations', 'true', array['update'], 'id');
select private.create_tenant_policies('public.settings', 'true');

-- Profiles: admins read and update their organisation's; each user reads and edits their own and may
-- create it once, as a customer (registration upserts it by id).
select private.create_tenant_policies('public.profiles', null, array['update']);
create policy profiles_own_read on public.profiles for select to authenticated
  using (id = (select auth.uid()));
create policy profiles_own_insert on public.profiles for insert to authenticated
  with check (id = (select auth.uid()) and role = 'customer');
-- Role and organisation stay as stored; the guard trigger above answers first with a clearer message.
create policy profiles_own_update on public.profiles for update to authenticated
  using (id = (select auth.uid()))
  with check (
    id = (select auth.uid())
    and (role, organization_id) = (select c.role, c.organization_id from private.current_profile() c)
  );

-- Tenant integrity, held by the database whatever a policy or a handler forgets (issue: security hardening):
-- a row never changes organisation, every reference from a row points inside its own organisation, and
-- the app connects as a login role that can do nothing but become anon or authenticated.

-- 1. A row never moves to another organisation. Policies check organization_id with `using` and
-- `with check`, yet a policy that checks something else (bookings_host_update checked only the host) let
-- a row be handed to another organisation; a trigger on every tenant table cannot be forgotten that way.
-- Only the service role (maintenance code that says why) may move rows.
create function private.keep_organization() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user <> 'service_role' then
    raise exception '% rows cannot move to another organization', tg_table_name using errcode = '42501';
  end if;
  return new;
end
$$;
revoke all on function private.keep_organization() from public;

-- Every public table with an organization_id column, and organizations itself (its id).
do $$
declare
  t record;
begin
  for t in
    select c.table_name, c.column_name
      from information_schema.columns c
      join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name
     where c.table_schema = 'public' and tb.table_type = 'BASE TABLE'
       and (c.column_name = 'organization_id' or (c.table_name = 'organizations' and c.column_name = 'id'))
  loop
    execute format(
      'create trigger %I before update on public.%I for each row when (old.%I is distinct from new.%I) '
      'execute function private.keep_organization()',
      t.table_name || '_keep_organization', t.table_name, t.column_name, t.column_name);
  end loop;
end
$$;

-- 2. References stay inside the organisation. Section, metric, banner, plan… references already are
-- composite foreign keys on (id, organization_id); these were not.

-- A contact message's section (kept null when the section goes).
alter table public.contact_messages
  drop constraint contact_messages_template_section_id_fkey,
  add constraint contact_messages_template_section_fkey foreign key (template_section_id, organization_id)
    references public.template_sections (id, organization_id) on delete set null (template_section_id);

-- A user named by a tenant row (booking customer and host, basket, dismissal, consent, trial) is a member
-- of that organisation (their profile is), or is the signed-in user acting for themselves: a visitor
-- signed in with another organisation's account still keeps their own basket and dismissals here.
create function private.check_user_references() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  col text;
  referenced uuid;
begin
  foreach col in array tg_argv loop
    referenced := (pg_catalog.to_jsonb(new) ->> col)::uuid;
    if referenced is not null
       and referenced is distinct from (select auth.uid())
       and not exists (select 1 from public.profiles p where p.id = referenced and p.organization_id = new.organization_id)
    then
      raise exception '%.% must name a user of the same organization', tg_table_name, col using errcode = '23503';
    end if;
  end loop;
  return new;
end
$$;
revoke all on function private.check_user_references() from public;

create trigger bookings_user_references before insert or update of customer_user_id, host_user_id on public.bookings
  for each row execute function private.check_user_references('customer_user_id', 'host_user_id');
create trigger basket_items_user_references before insert or update of user_id on public.basket_items
  for each row execute function private.check_user_references('user_id');
create trigger banner_dismissals_user_references before insert or update of user_id on public.banner_dismissals
  for each row execute function private.check_user_references('user_id');
create trigger cookie_consent_records_user_references before insert or update of user_id on public.cookie_consent_records
  for each row execute function private.check_user_references('user_id');
create trigger free_trials_user_references before insert or update of user_id on public.free_trials
  for each row execute function private.check_user_references('user_id');

-- A consent record's services (an array, which no foreign key can check) are the organisation's own.
create function private.check_consent_services() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (
    select 1 from pg_catalog.unnest(new.services) s (id)
     where not exists (
       select 1 from public.cookie_services c where c.id = s.id and c.organization_id = new.organization_id)
  ) then
    raise exception 'cookie_consent_records.services must name services of the same organization' using errcode = '23503';
  end if;
  return new;
end
$$;
revoke all on function private.check_consent_services() from public;

create trigger cookie_consent_records_services before insert or update of services on public.cookie_consent_records
  for each row execute function private.check_consent_services();

-- 3. The app's login role. It owns nothing and holds no privilege of its own (noinherit): every query it
-- runs must first `set role` to anon or authenticated, which is all it may become, so row level security
-- decides everything it sees (as Supabase's `authenticator`, minus the service role). It cannot log in
-- until an operator gives it a password: `alter role site_app with login password '…'`.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'site_app') then
    create role site_app nologin noinherit;
  end if;
end
$$;
grant anon, authenticated to site_app;

-- 4. An access token outlives its logout until it expires; a write must come from a live session.
-- GoTrue (hosted) and the embedded Auth API both keep sessions in auth.sessions and delete the row on
-- logout. plpgsql: the body is checked at first call, so this migrates before the Auth API's tables exist.
create function private.session_is_live() returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return exists (
    select 1 from auth.sessions s
     where s.id = nullif(auth.jwt() ->> 'session_id', '')::uuid and s.user_id = (select auth.uid()));
end
$$;
revoke all on function private.session_is_live() from public;
grant execute on function private.session_is_live() to authenticated;

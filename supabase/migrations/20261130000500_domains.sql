-- Custom domains: an organisation answers on its platform address (organizations.base_url, base_url_local in
-- development) and on the domains its owners add and prove they control, by a TXT record or an HTTP token file.
-- One verified domain may be primary; every other address the site answers on redirects to it. A domain's
-- www/apex counterpart (example.test for www.example.test, and the other way round) redirects too, unless it is
-- someone's domain itself.

create table public.domains (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  hostname text not null check (
    length(hostname) <= 253
    and hostname ~ '^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$'),
  verification_token text not null check (verification_token ~ '^[A-Za-z0-9_-]{32,64}$'),
  verified_at timestamptz,
  is_primary boolean not null default false check (not is_primary or verified_at is not null),
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (organization_id, hostname)
);
-- A hostname serves one site: many may claim it while unverified (nobody can block it by adding it first), the
-- first to prove control gets it.
create unique index domains_verified_hostname_idx on public.domains (hostname) where verified_at is not null;
create unique index domains_primary_idx on public.domains (organization_id) where is_primary;

create trigger domains_touch before update on public.domains
  for each row execute function private.touch_updated_at();
create trigger domains_keep_organization before update on public.domains
  for each row when (old.organization_id is distinct from new.organization_id)
  execute function private.keep_organization();

-- Owners add and remove domains; owners and admins see them. Verifying and choosing the primary happen only
-- through the functions below, after the server has checked DNS: no policy lets anyone update a row.
alter table public.domains enable row level security;
create policy domains_read_by_admin on public.domains for select to authenticated
  using (organization_id = any ((select private.org_ids('admin'))::uuid[]));
create policy domains_insert_by_owner on public.domains for insert to authenticated
  with check (
    organization_id = any ((select private.org_ids('owner'))::uuid[])
    and verified_at is null and not is_primary
    and created_by = (select auth.uid())
  );
create policy domains_delete_by_owner on public.domains for delete to authenticated
  using (organization_id = any ((select private.org_ids('owner'))::uuid[]));

-- A platform address is never anyone's custom domain.
create function private.refuse_platform_hostname() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.organizations o where o.base_url = new.hostname or o.base_url_local = new.hostname) then
    raise exception 'hostname % is a site''s platform address', new.hostname using errcode = '23505';
  end if;
  return new;
end
$$;
revoke all on function private.refuse_platform_hostname() from public;
create trigger domains_not_a_platform_address before insert on public.domains
  for each row execute function private.refuse_platform_hostname();

-- Marks the caller's organisation's domain verified (the server has found its token). 23505 when another site
-- verified the same hostname first; P0002 when the caller owns no such domain.
create function private.verify_domain(p_id uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_org uuid;
begin
  select d.organization_id into v_org from public.domains d where d.id = p_id;
  if v_org is null or private.member_role(v_org) is distinct from 'owner' then
    raise exception 'no such domain' using errcode = 'P0002';
  end if;
  -- Other sites' claims on the hostname stay as they are: verifying them fails on the unique index from now on.
  update public.domains set verified_at = coalesce(verified_at, now()) where id = p_id;
end
$$;
revoke all on function private.verify_domain(uuid) from public;
grant execute on function private.verify_domain(uuid) to authenticated;

-- Makes a verified domain the primary one (p_primary) or gives the role back to the platform address.
-- P0002: no such domain of the caller's; 22023: the domain is not verified yet.
create function private.set_primary_domain(p_id uuid, p_primary boolean) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_domain public.domains;
begin
  select * into v_domain from public.domains d where d.id = p_id;
  if v_domain.id is null or private.member_role(v_domain.organization_id) is distinct from 'owner' then
    raise exception 'no such domain' using errcode = 'P0002';
  end if;
  if v_domain.verified_at is null then
    raise exception 'domain % is not verified', v_domain.hostname using errcode = '22023';
  end if;
  if p_primary then
    update public.domains set is_primary = false where organization_id = v_domain.organization_id and is_primary and id <> p_id;
    update public.domains set is_primary = true where id = p_id and not is_primary;
  else
    update public.domains set is_primary = false where id = p_id and is_primary;
  end if;
end
$$;
revoke all on function private.set_primary_domain(uuid, boolean) from public;
grant execute on function private.set_primary_domain(uuid, boolean) to authenticated;

-- The site behind a request's host, for anyone (the public pages): the organisation, how the host matched it
-- ('platform', 'domain' or 'alias') and its primary domain (null: the platform address is primary), with its two
-- platform addresses. Unverified domains match nothing.
create function private.resolve_host(p_host text)
returns table (organization_id uuid, matched text, primary_host text, base_url text, base_url_local text)
language sql
stable
security definer
set search_path = ''
as $$
  with found as (
    select o.id as org, 'platform' as matched, 1 as rank
      from public.organizations o where o.base_url = p_host or o.base_url_local = p_host
    union all
    select d.organization_id, 'domain', 2 from public.domains d
      where d.hostname = p_host and d.verified_at is not null
    union all
    select d.organization_id, 'alias', 3 from public.domains d
      where d.verified_at is not null and (d.hostname = 'www.' || p_host or 'www.' || d.hostname = p_host)
  ), best as (
    select * from found order by rank limit 1
  )
  select best.org, best.matched,
    (select d.hostname from public.domains d where d.organization_id = best.org and d.is_primary),
    o.base_url, o.base_url_local
  from best join public.organizations o on o.id = best.org
$$;
revoke all on function private.resolve_host(text) from public;
grant execute on function private.resolve_host(text) to anon, authenticated;

-- Domain changes join the team's audit log.
alter table public.team_events drop constraint team_events_action_check;
alter table public.team_events add constraint team_events_action_check check (action in (
  'member_added', 'member_role_changed', 'member_removed', 'invitation_sent', 'invitation_revoked', 'invitation_accepted',
  'domain_added', 'domain_verified', 'domain_primary', 'domain_removed'));

create function private.record_domain_event() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_org uuid := coalesce(new.organization_id, old.organization_id);
  v_action text;
begin
  if not exists (select 1 from public.organizations o where o.id = v_org) then
    return null;
  end if;
  if tg_op = 'INSERT' then
    v_action := 'domain_added';
  elsif tg_op = 'DELETE' then
    v_action := 'domain_removed';
  elsif new.verified_at is not null and old.verified_at is null then
    v_action := 'domain_verified';
  elsif new.is_primary and not old.is_primary then
    v_action := 'domain_primary';
  else
    return null;
  end if;
  insert into public.team_events (organization_id, actor_id, action, subject)
  values (v_org, (select auth.uid()), v_action, coalesce(new.hostname, old.hostname));
  return null;
end
$$;
revoke all on function private.record_domain_event() from public;
create trigger domains_team_events after insert or update or delete on public.domains
  for each row execute function private.record_domain_event();

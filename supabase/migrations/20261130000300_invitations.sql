-- Invitations: an owner or admin invites an email address to their site with a role (up to their own). The
-- email's link carries a token; only its SHA-256 is stored. Single use, seven days. Accepting it as the signed-in
-- person with that address makes (or raises) their membership.

create table public.invitations (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  email text not null check (email = lower(btrim(email)) and email like '_%@_%'),
  role text not null check (role in ('owner', 'admin', 'editor')),
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  invited_by uuid references auth.users (id) on delete set null,
  expires_at timestamptz not null default now() + interval '7 days',
  accepted_at timestamptz,
  accepted_by uuid references auth.users (id) on delete set null,
  revoked_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- One open invitation per address and site: inviting again replaces it (resend).
create unique index invitations_open_idx on public.invitations (organization_id, email)
  where accepted_at is null and revoked_at is null;

create trigger invitations_touch before update on public.invitations
  for each row execute function private.touch_updated_at();
create trigger invitations_keep_organization before update on public.invitations
  for each row when (old.organization_id is distinct from new.organization_id)
  execute function private.keep_organization();

-- The site's owners and admins see and manage its invitations; nobody grants more than their own role, and an
-- invitation names its inviter.
alter table public.invitations enable row level security;
create policy invitations_read_by_admin on public.invitations for select to authenticated
  using (organization_id = any ((select private.org_ids('admin'))::uuid[]));
create policy invitations_insert_by_admin on public.invitations for insert to authenticated
  with check (
    organization_id = any ((select private.org_ids('admin'))::uuid[])
    and invited_by = (select auth.uid())
    and private.role_rank(role) <= private.role_rank(private.member_role(organization_id))
  );
create policy invitations_update_by_admin on public.invitations for update to authenticated
  using (organization_id = any ((select private.org_ids('admin'))::uuid[]))
  with check (
    organization_id = any ((select private.org_ids('admin'))::uuid[])
    and private.role_rank(role) <= private.role_rank(private.member_role(organization_id))
  );
create policy invitations_delete_by_admin on public.invitations for delete to authenticated
  using (organization_id = any ((select private.org_ids('admin'))::uuid[]));

-- An open invitation by its token's hash, for the page its link opens: the site's name, the role and the address,
-- nothing else. Null when the token is unknown.
create function private.invitation_by_token(p_token_hash text)
returns table (organization_id uuid, site_name text, role text, email text, expires_at timestamptz, state text)
language sql
stable
security definer
set search_path = ''
as $$
  select i.organization_id, coalesce(nullif(s.site, ''), o.name), i.role, i.email, i.expires_at,
         case when i.revoked_at is not null or i.accepted_at is not null then 'used'
              when i.expires_at <= now() then 'expired' else 'open' end
    from public.invitations i
    join public.organizations o on o.id = i.organization_id
    left join public.settings s on s.organization_id = i.organization_id
   where i.token_hash = p_token_hash
$$;
revoke all on function private.invitation_by_token(text) from public;
grant execute on function private.invitation_by_token(text) to anon, authenticated;

-- Accepts an invitation as the signed-in person, whose address must be the invited one: their membership takes
-- the invited role (a higher role they already hold stays). Used, revoked and expired invitations are refused.
create function private.accept_invitation(p_token_hash text, p_organization_id uuid) returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
  v_invitation public.invitations;
  v_email text;
  v_current text;
begin
  if v_user is null then
    raise exception 'only a signed-in person accepts an invitation' using errcode = '42501';
  end if;
  select * into v_invitation from public.invitations i
   where i.token_hash = p_token_hash and i.organization_id = p_organization_id
   for update;
  if not found then
    raise exception 'no such invitation' using errcode = 'P0440';
  end if;
  if v_invitation.accepted_at is not null or v_invitation.revoked_at is not null then
    raise exception 'this invitation was already used' using errcode = 'P0441';
  end if;
  if v_invitation.expires_at <= now() then
    raise exception 'this invitation has expired' using errcode = 'P0442';
  end if;
  select lower(u.email) into v_email from auth.users u where u.id = v_user;
  if v_email is distinct from v_invitation.email then
    raise exception 'this invitation is for another address' using errcode = 'P0443';
  end if;

  select m.role into v_current from public.memberships m where m.organization_id = v_invitation.organization_id and m.user_id = v_user;
  if v_current is null then
    insert into public.memberships (organization_id, user_id, role) values (v_invitation.organization_id, v_user, v_invitation.role);
  elsif private.role_rank(v_current) < private.role_rank(v_invitation.role) then
    update public.memberships set role = v_invitation.role where organization_id = v_invitation.organization_id and user_id = v_user;
  end if;
  insert into public.profiles (id, email) values (v_user, v_email) on conflict (id) do nothing;
  update public.invitations set accepted_at = now(), accepted_by = v_user where id = v_invitation.id;
  return case when private.role_rank(v_current) > private.role_rank(v_invitation.role) then v_current else v_invitation.role end;
end
$$;
revoke all on function private.accept_invitation(text, uuid) from public;
grant execute on function private.accept_invitation(text, uuid) to authenticated;

-- Whether an address already belongs to a member of the site's team (an invitation to them is refused); asked by its admins only.
create function private.is_member_email(p_organization_id uuid, p_email text) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.memberships m join auth.users u on u.id = m.user_id
     where m.organization_id = p_organization_id and lower(u.email) = lower(p_email) and m.role <> 'customer'
  ) and private.is_org_admin(p_organization_id)
$$;
revoke all on function private.is_member_email(uuid, text) from public;
grant execute on function private.is_member_email(uuid, text) to authenticated;

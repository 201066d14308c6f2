-- The team's audit log: who changed which membership or invitation, and when. Written only by triggers (never by
-- the API), read by the site's owners and admins. Domain changes join it with the domains.

create table public.team_events (
  id bigint generated always as identity primary key,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  actor_id uuid references auth.users (id) on delete set null,
  action text not null check (action in (
    'member_added', 'member_role_changed', 'member_removed', 'invitation_sent', 'invitation_revoked', 'invitation_accepted')),
  -- Whom it concerns: the member's or the invited address.
  subject text not null,
  role text check (role in ('owner', 'admin', 'editor', 'customer')),
  previous_role text check (previous_role in ('owner', 'admin', 'editor', 'customer')),
  created_at timestamptz not null default now()
);
create index team_events_org_idx on public.team_events (organization_id, id desc);

create trigger team_events_keep_organization before update on public.team_events
  for each row when (old.organization_id is distinct from new.organization_id)
  execute function private.keep_organization();

select private.tenant_policies('public.team_events', null, 'admin', array[]::text[]);

-- Records a change of the team; nothing while the organisation itself is being deleted. Customers joining and
-- leaving are visitors' comings and goings, not the team's: they are left out.
create function private.record_team_event() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_org uuid := coalesce(new.organization_id, old.organization_id);
  v_subject text;
begin
  if not exists (select 1 from public.organizations o where o.id = v_org) then
    return null;
  end if;
  if tg_table_name = 'memberships' then
    select coalesce(u.email, coalesce(new.user_id, old.user_id)::text) into v_subject
      from auth.users u where u.id = coalesce(new.user_id, old.user_id);
    v_subject := coalesce(v_subject, coalesce(new.user_id, old.user_id)::text);
    if tg_op = 'INSERT' and new.role <> 'customer' then
      insert into public.team_events (organization_id, actor_id, action, subject, role)
      values (v_org, (select auth.uid()), 'member_added', v_subject, new.role);
    elsif tg_op = 'UPDATE' and new.role is distinct from old.role then
      insert into public.team_events (organization_id, actor_id, action, subject, role, previous_role)
      values (v_org, (select auth.uid()), 'member_role_changed', v_subject, new.role, old.role);
    elsif tg_op = 'DELETE' and old.role <> 'customer' then
      insert into public.team_events (organization_id, actor_id, action, subject, previous_role)
      values (v_org, (select auth.uid()), 'member_removed', v_subject, old.role);
    end if;
  elsif tg_op = 'INSERT' then
    insert into public.team_events (organization_id, actor_id, action, subject, role)
    values (v_org, (select auth.uid()), 'invitation_sent', new.email, new.role);
  elsif new.accepted_at is not null and old.accepted_at is null then
    insert into public.team_events (organization_id, actor_id, action, subject, role)
    values (v_org, (select auth.uid()), 'invitation_accepted', new.email, new.role);
  elsif new.revoked_at is not null and old.revoked_at is null then
    insert into public.team_events (organization_id, actor_id, action, subject, role)
    values (v_org, (select auth.uid()), 'invitation_revoked', new.email, new.role);
  end if;
  return null;
end
$$;
revoke all on function private.record_team_event() from public;

create trigger memberships_team_events after insert or update or delete on public.memberships
  for each row execute function private.record_team_event();
create trigger invitations_team_events after insert or update on public.invitations
  for each row execute function private.record_team_event();

-- Memberships: a person has one account and one profile, and any number of memberships, one per
-- organisation, each with a role. They replace the profile's single organisation and role.
--   owner    admin, plus the team, the domains and deleting the site
--   admin    every right the spec gives "admin"
--   editor   content: sections, heroes, headings, posts, page layouts, media and their history
--   customer a visitor's account on that site
-- Every policy reads the caller's memberships through private.org_ids(role) (the organisations where the
-- caller holds that role or a higher one), evaluated once per statement.

create table public.memberships (
  organization_id uuid not null references public.organizations (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  role text not null default 'customer' check (role in ('owner', 'admin', 'editor', 'customer')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (organization_id, user_id)
);
create index memberships_user_id_idx on public.memberships (user_id);

create trigger memberships_touch before update on public.memberships
  for each row execute function private.touch_updated_at();
create trigger memberships_keep_organization before update on public.memberships
  for each row when (old.organization_id is distinct from new.organization_id)
  execute function private.keep_organization();

-- The demo data and any existing accounts: each admin becomes the owner of their site.
insert into public.memberships (organization_id, user_id, role, created_at)
select p.organization_id, p.id, case p.role when 'admin' then 'owner' else 'customer' end, p.created_at
  from public.profiles p;

-- How far a role reaches: each role has every right of the ones below it.
create function private.role_rank(role text) returns integer
language sql
immutable
set search_path = ''
as $$
  select case role when 'owner' then 4 when 'admin' then 3 when 'editor' then 2 when 'customer' then 1 else 0 end
$$;

-- The organisations where the signed-in user holds `min_role` or a higher one (empty when signed out).
-- Security definer: it reads memberships past their own policies, which would otherwise recurse.
create function private.org_ids(min_role text) returns uuid[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(m.organization_id), '{}')
    from public.memberships m
   where m.user_id = (select auth.uid()) and private.role_rank(m.role) >= private.role_rank(min_role)
$$;

-- The signed-in user's role in `org`, or null.
create function private.member_role(org uuid) returns text
language sql
stable
security definer
set search_path = ''
as $$
  select m.role from public.memberships m where m.user_id = (select auth.uid()) and m.organization_id = org
$$;

create or replace function private.is_org_admin(org uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.role_rank(private.member_role(org)) >= private.role_rank('admin')
$$;

revoke all on function private.role_rank(text) from public;
revoke all on function private.org_ids(text) from public;
revoke all on function private.member_role(uuid) from public;
grant execute on function private.role_rank(text) to anon, authenticated;
grant execute on function private.org_ids(text) to anon, authenticated;
grant execute on function private.member_role(uuid) to anon, authenticated;

-- Whether `person` is the only owner of `org` while both still exist (deleting a site or an account takes its
-- memberships with it).
create function private.is_last_owner(org uuid, person uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.organizations o where o.id = org)
     and exists (select 1 from auth.users u where u.id = person)
     and not exists (select 1 from public.memberships m where m.organization_id = org and m.role = 'owner' and m.user_id <> person)
$$;
revoke all on function private.is_last_owner(uuid, uuid) from public;
grant execute on function private.is_last_owner(uuid, uuid) to anon, authenticated;

-- The team's rules, for changes made through the API (service code, such as deleting a site, is not limited):
-- nobody grants a role above their own or changes the membership of someone above them, a membership never
-- passes to another person, and an organisation always keeps an owner while it exists. Not security definer:
-- it asks who is acting (current_user).
create function private.guard_membership() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_actor integer;
  v_org uuid := coalesce(old.organization_id, new.organization_id);
begin
  -- Row level security lets only admins and owners change others' memberships (and anyone join as a customer,
  -- or leave): these rules are theirs.
  if current_user in ('anon', 'authenticated') then
    v_actor := private.role_rank(private.member_role(v_org));
    if tg_op = 'UPDATE' and new.user_id is distinct from old.user_id then
      raise exception 'a membership cannot pass to another person' using errcode = '42501';
    end if;
    if v_actor >= private.role_rank('admin') then
      if tg_op in ('INSERT', 'UPDATE') and private.role_rank(new.role) > v_actor then
        raise exception 'a role above your own cannot be granted' using errcode = '42501';
      end if;
      if tg_op in ('UPDATE', 'DELETE') and private.role_rank(old.role) > v_actor then
        raise exception 'a member above your own role cannot be changed' using errcode = '42501';
      end if;
    end if;
  end if;
  if tg_op in ('UPDATE', 'DELETE') and old.role = 'owner' and (tg_op = 'DELETE' or new.role <> 'owner')
     and private.is_last_owner(old.organization_id, old.user_id) then
    raise exception 'the last owner cannot leave or be demoted' using errcode = 'P0410';
  end if;
  return coalesce(new, old);
end
$$;
revoke all on function private.guard_membership() from public;

create trigger memberships_guard before insert or update or delete on public.memberships
  for each row execute function private.guard_membership();

-- The tenant policies, again, reading memberships: `writer_role` and above read every row of their
-- organisation and perform `writes` on them; anyone reads the rows matching `public_read` (null: nobody else).
-- Rows carrying another organisation's id are never written (with check).
create function private.tenant_policies(
  tbl regclass,
  public_read text,
  writer_role text default 'admin',
  writes text[] default array['insert', 'update', 'delete'],
  org_column text default 'organization_id'
) returns void
language plpgsql
set search_path = ''
as $$
declare
  base text := (select c.relname::text from pg_catalog.pg_class c where c.oid = tbl);
  own_org text := format('%I = any ((select private.org_ids(%L))::uuid[])', org_column, writer_role);
  policy record;
  op text;
begin
  -- Policies made by the first version of this function, or named as it named them (`{table}_read`, `{table}_admin_…`).
  for policy in
    select p.policyname from pg_catalog.pg_policies p
     where p.schemaname = 'public' and p.tablename = base
       and p.policyname in (base || '_read', base || '_admin_read', base || '_admin_insert', base || '_admin_update', base || '_admin_delete')
  loop
    execute format('drop policy %I on %s', policy.policyname, tbl);
  end loop;

  execute format('alter table %s enable row level security', tbl);
  if public_read is null then
    execute format('create policy %I on %s for select to authenticated using (%s)',
      base || '_read_by_' || writer_role, tbl, own_org);
  else
    execute format('create policy %I on %s for select to anon, authenticated using ((%s) or %s)',
      base || '_read', tbl, public_read, own_org);
  end if;
  foreach op in array writes loop
    execute case op
      when 'insert' then format('create policy %I on %s for insert to authenticated with check (%s)',
        base || '_insert_by_' || writer_role, tbl, own_org)
      when 'update' then format('create policy %I on %s for update to authenticated using (%s) with check (%s)',
        base || '_update_by_' || writer_role, tbl, own_org, own_org)
      when 'delete' then format('create policy %I on %s for delete to authenticated using (%s)',
        base || '_delete_by_' || writer_role, tbl, own_org)
    end;
  end loop;
end
$$;
revoke all on function private.tenant_policies(regclass, text, text, text[], text) from public;

-- The site itself: Global Settings, the header and footer, consent, meetings and the assistant are the admins'.
select private.tenant_policies('public.organizations', 'true', 'admin', array['update'], 'id');
select private.tenant_policies('public.settings', 'true');
select private.tenant_policies('public.menu_items', 'is_displayed');
select private.tenant_policies('public.submenu_items', 'is_displayed');
select private.tenant_policies('public.banners', 'is_enabled');
select private.tenant_policies('public.cookie_categories', 'true');
select private.tenant_policies('public.cookie_services', 'active');
select private.tenant_policies('public.products', 'true');
select private.tenant_policies('public.pricing_plans', 'true');
select private.tenant_policies('public.features', 'true');
select private.tenant_policies('public.faqs', 'true');
select private.tenant_policies('public.meeting_types', 'is_active');
select private.tenant_policies('public.assistant_settings', 'true');

-- Content: editors write it too.
select private.tenant_policies('public.blog_posts', 'is_published', 'editor');
select private.tenant_policies('public.template_sections', 'true', 'editor');
select private.tenant_policies('public.metrics', 'true', 'editor');
select private.tenant_policies('public.template_section_metrics', 'true', 'editor');
select private.tenant_policies('public.heading_sections', 'true', 'editor');
select private.tenant_policies('public.heroes', 'true', 'editor');
select private.tenant_policies('public.page_layout_items', 'true', 'editor');
select private.tenant_policies('public.page_layouts', null, 'editor');
select private.tenant_policies('public.media', null, 'editor');
select private.tenant_policies('public.media_files', 'true', 'editor');
select private.tenant_policies('public.post_locks', null, 'editor');
-- History: editors read it and append to it as themselves; restoring a row still needs the right to write it.
select private.tenant_policies('public.revisions', null, 'editor', array[]::text[]);
create policy revisions_insert_by_editor on public.revisions for insert to authenticated
  with check (organization_id = any ((select private.org_ids('editor'))::uuid[]) and actor_id = (select auth.uid()));

-- Visitors' and customers' private rows: only the admins read them.
select private.tenant_policies('public.banner_dismissals', null);
select private.tenant_policies('public.cookie_consent_records', null, 'admin', array[]::text[]);
select private.tenant_policies('public.bookings', null);
select private.tenant_policies('public.basket_items', null);
select private.tenant_policies('public.free_trials', null);
select private.tenant_policies('public.contact_messages', null, 'admin', array[]::text[]);
select private.tenant_policies('public.assistant_questions', null, 'admin', array['delete']);
select private.tenant_policies('public.support_tickets', null, 'admin', array['update']);
select private.tenant_policies('public.support_messages', null, 'admin', array[]::text[]);
create policy support_messages_insert_by_admin on public.support_messages for insert to authenticated
  with check (
    organization_id = any ((select private.org_ids('admin'))::uuid[])
    and author_side = 'admin'
    and author_id = (select auth.uid())
  );

-- A customer's tickets are those in an organisation they belong to.
drop policy support_tickets_customer_read on public.support_tickets;
drop policy support_tickets_customer_insert on public.support_tickets;
create policy support_tickets_customer_read on public.support_tickets for select to authenticated
  using (customer_id = (select auth.uid()) and organization_id = any ((select private.org_ids('customer'))::uuid[]));
create policy support_tickets_customer_insert on public.support_tickets for insert to authenticated
  with check (
    customer_id = (select auth.uid())
    and organization_id = any ((select private.org_ids('customer'))::uuid[])
    and status = 'open'
    and contact_message_id is null
  );

-- Media files: editors write under their organisation's folder, `{organization_id}/…`.
drop policy "media: admins add to their organisation's folder" on storage.objects;
drop policy "media: admins replace in their organisation's folder" on storage.objects;
drop policy "media: admins remove from their organisation's folder" on storage.objects;
create policy "media: editors add to their organisation's folder"
  on storage.objects for insert
  to authenticated
  with check (bucket_id = 'media' and (storage.foldername(name))[1] = any ((select private.org_ids('editor'))::text[]));
create policy "media: editors replace in their organisation's folder"
  on storage.objects for update
  to authenticated
  using (bucket_id = 'media' and (storage.foldername(name))[1] = any ((select private.org_ids('editor'))::text[]))
  with check (bucket_id = 'media' and (storage.foldername(name))[1] = any ((select private.org_ids('editor'))::text[]));
create policy "media: editors remove from their organisation's folder"
  on storage.objects for delete
  to authenticated
  using (bucket_id = 'media' and (storage.foldername(name))[1] = any ((select private.org_ids('editor'))::text[]));

-- Memberships: each person reads their own; the organisation's admins read its team and change it (the
-- guard above keeps the rules); a person joins a site as its customer, and may leave it.
alter table public.memberships enable row level security;
create policy memberships_own_read on public.memberships for select to authenticated
  using (user_id = (select auth.uid()));
create policy memberships_read_by_admin on public.memberships for select to authenticated
  using (organization_id = any ((select private.org_ids('admin'))::uuid[]));
create policy memberships_join_as_customer on public.memberships for insert to authenticated
  with check (user_id = (select auth.uid()) and role = 'customer');
create policy memberships_insert_by_admin on public.memberships for insert to authenticated
  with check (organization_id = any ((select private.org_ids('admin'))::uuid[]));
create policy memberships_update_by_admin on public.memberships for update to authenticated
  using (organization_id = any ((select private.org_ids('admin'))::uuid[]))
  with check (organization_id = any ((select private.org_ids('admin'))::uuid[]));
create policy memberships_delete_by_admin on public.memberships for delete to authenticated
  using (organization_id = any ((select private.org_ids('admin'))::uuid[]) or user_id = (select auth.uid()));

-- Profiles: a person's own, with no organisation or role. The admins of a site read its members' profiles.
drop policy profiles_admin_read on public.profiles;
drop policy profiles_admin_update on public.profiles;
drop policy profiles_own_insert on public.profiles;
drop policy profiles_own_update on public.profiles;
drop trigger profiles_guard_privileges on public.profiles;
drop trigger profiles_keep_organization on public.profiles;
drop function private.guard_profile_privileges();
create policy profiles_read_by_admin on public.profiles for select to authenticated
  using (exists (select 1 from public.memberships m
                  where m.user_id = profiles.id and m.organization_id = any ((select private.org_ids('admin'))::uuid[])));
-- Editors see their teammates' names (who holds a post, who made a change), not the customers'.
create function private.teammate_ids() returns uuid[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(distinct m.user_id), '{}')
    from public.memberships m
   where m.role <> 'customer' and m.organization_id = any (private.org_ids('editor'))
$$;
revoke all on function private.teammate_ids() from public;
grant execute on function private.teammate_ids() to authenticated;
create policy profiles_read_by_teammates on public.profiles for select to authenticated
  using (id = any ((select private.teammate_ids())::uuid[]));
create policy profiles_own_insert on public.profiles for insert to authenticated
  with check (id = (select auth.uid()));
create policy profiles_own_update on public.profiles for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));
alter table public.profiles drop column organization_id;
alter table public.profiles drop column role;

-- A user named by a tenant row is a member of that organisation, or the signed-in user acting for themselves.
create or replace function private.check_user_references() returns trigger
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
       and not exists (select 1 from public.memberships m where m.user_id = referenced and m.organization_id = new.organization_id)
    then
      raise exception '%.% must name a user of the same organization', tg_table_name, col using errcode = '23503';
    end if;
  end loop;
  return new;
end
$$;

-- Support, on memberships: a customer is anyone who belongs to the ticket's organisation.
create or replace function private.mark_ticket_read(p_ticket_id uuid, p_organization_id uuid) returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_ticket public.support_tickets;
begin
  select * into v_ticket from public.support_tickets t
   where t.id = p_ticket_id and t.organization_id = p_organization_id;
  if not found then
    return false;
  end if;
  if private.is_org_admin(v_ticket.organization_id) then
    update public.support_tickets set admin_read_at = now() where id = v_ticket.id;
    return true;
  end if;
  if v_ticket.customer_id = (select auth.uid()) and private.member_role(v_ticket.organization_id) is not null then
    update public.support_tickets set customer_read_at = now() where id = v_ticket.id;
    return true;
  end if;
  return false;
end
$$;

-- The email addresses of an organisation's owners and admins, who answer its support.
create function private.org_admin_emails(p_organization_id uuid) returns text[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(u.email::text order by u.email), '{}')
    from public.memberships m join auth.users u on u.id = m.user_id
   where m.organization_id = p_organization_id and m.role in ('owner', 'admin') and u.email is not null
$$;
revoke all on function private.org_admin_emails(uuid) from public;

create or replace function private.ticket_admin_emails(p_ticket_id uuid) returns setof text
language sql
stable
security definer
set search_path = ''
as $$
  select unnest(private.org_admin_emails(t.organization_id))
    from public.support_tickets t
   where t.id = p_ticket_id and t.customer_id = (select auth.uid())
$$;

create or replace function private.ticket_from_contact(p_contact_message_id uuid)
returns table (ticket_id uuid, subject text, admin_emails text[])
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_message public.contact_messages;
  v_ticket public.support_tickets;
  v_subject text;
  v_customer uuid;
begin
  select * into v_message from public.contact_messages m
   where m.id = p_contact_message_id and m.created_at > now() - interval '10 minutes'
     and not exists (select 1 from public.support_tickets t where t.contact_message_id = m.id);
  if not found then
    return;
  end if;
  -- The subject is the message's first line, cut to 80 characters.
  v_subject := btrim(left(btrim(split_part(btrim(v_message.message), E'\n', 1)), 80));
  if v_subject = '' then
    v_subject := left(btrim(v_message.message), 80);
  end if;
  -- A sender signed in with an account of this organisation finds the ticket among their own.
  select m.user_id into v_customer from public.memberships m
   where m.user_id = (select auth.uid()) and m.organization_id = v_message.organization_id;
  insert into public.support_tickets (organization_id, customer_id, customer_email, customer_name, subject,
                                      contact_message_id)
  values (v_message.organization_id, v_customer, v_message.email, v_message.name, v_subject, v_message.id)
  returning * into v_ticket;
  insert into public.support_messages (organization_id, ticket_id, author_side, author_id, author_name, body)
  values (v_ticket.organization_id, v_ticket.id, 'customer', v_customer, v_message.name, btrim(v_message.message));
  return query select v_ticket.id, v_ticket.subject, private.org_admin_emails(v_ticket.organization_id);
end
$$;

-- Nothing reads the one-organisation helpers any more (dropping them fails if anything still did).
drop function private.admin_org_id();
drop function private.current_profile();
drop function private.create_tenant_policies(regclass, text, text[], text);

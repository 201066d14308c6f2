-- Support tickets (issue 17): a conversation between a customer (or a contact-form sender) and the
-- organisation's admins. Bodies are plain text, never rendered as HTML. Customers read their own tickets,
-- admins their organisation's; what customers may change beyond inserting goes through the narrow
-- security definer functions below.

-- A ticket names a contact message of its own organisation: the composite key needs the pair unique.
alter table public.contact_messages add constraint contact_messages_id_organization_key unique (id, organization_id);

create table public.support_tickets (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  -- The signed-in customer; null for a contact-form sender without an account.
  customer_id uuid references auth.users (id) on delete set null,
  customer_email text not null check (length(btrim(customer_email)) between 3 and 320),
  customer_name text check (length(customer_name) <= 200),
  subject text not null check (length(btrim(subject)) between 1 and 200),
  status text not null default 'open' check (status in ('open', 'pending', 'closed')),
  -- The contact-form message the ticket grew from (kept null when that message goes).
  contact_message_id uuid unique,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_message_at timestamptz not null default now(),
  customer_read_at timestamptz,
  admin_read_at timestamptz,
  constraint support_tickets_id_organization_key unique (id, organization_id),
  constraint support_tickets_contact_message_fkey foreign key (contact_message_id, organization_id)
    references public.contact_messages (id, organization_id) on delete set null (contact_message_id)
);
create index support_tickets_organization_idx on public.support_tickets (organization_id, last_message_at desc);
create index support_tickets_customer_idx on public.support_tickets (customer_id, organization_id, last_message_at desc);

create table public.support_messages (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  ticket_id uuid not null,
  author_side text not null check (author_side in ('customer', 'admin')),
  author_id uuid references auth.users (id) on delete set null,
  -- The author's name as shown beside the message, kept as it was when they wrote.
  author_name text check (length(author_name) <= 200),
  body text not null check (length(btrim(body)) between 1 and 5000),
  created_at timestamptz not null default now(),
  foreign key (ticket_id, organization_id) references public.support_tickets (id, organization_id) on delete cascade
);
create index support_messages_ticket_idx on public.support_messages (ticket_id, created_at);
create index support_messages_organization_idx on public.support_messages (organization_id);

create trigger support_tickets_touch before update on public.support_tickets
  for each row execute function private.touch_updated_at();
create trigger support_tickets_keep_organization before update on public.support_tickets
  for each row when (old.organization_id is distinct from new.organization_id)
  execute function private.keep_organization();
create trigger support_messages_keep_organization before update on public.support_messages
  for each row when (old.organization_id is distinct from new.organization_id)
  execute function private.keep_organization();
create trigger support_tickets_user_references before insert or update of customer_id on public.support_tickets
  for each row execute function private.check_user_references('customer_id');
create trigger support_messages_user_references before insert or update of author_id on public.support_messages
  for each row execute function private.check_user_references('author_id');

-- A new message moves its ticket: the customer's (re)opens it, an admin's leaves it waiting for the
-- customer (pending); the author's side has read it. An admin never writes on a closed ticket (P0409).
create function private.support_message_posted() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.author_side = 'admin'
     and exists (select 1 from public.support_tickets t where t.id = new.ticket_id and t.status = 'closed') then
    raise exception 'ticket_closed' using errcode = 'P0409';
  end if;
  update public.support_tickets t
     set status = case when new.author_side = 'customer' then 'open' else 'pending' end,
         last_message_at = greatest(t.last_message_at, new.created_at),
         customer_read_at = case when new.author_side = 'customer' then now() else t.customer_read_at end,
         admin_read_at = case when new.author_side = 'admin' then now() else t.admin_read_at end
   where t.id = new.ticket_id and t.organization_id = new.organization_id;
  return new;
end
$$;
revoke all on function private.support_message_posted() from public;

create trigger support_messages_posted after insert on public.support_messages
  for each row execute function private.support_message_posted();

-- Tickets: the organisation's admins read and update them (status); a customer reads their own in the
-- organisation of their profile and opens one for themselves. Nobody deletes through the API.
select private.create_tenant_policies('public.support_tickets', null, array['update']);
create policy support_tickets_customer_read on public.support_tickets for select to authenticated
  using (
    customer_id = (select auth.uid())
    and organization_id = (select c.organization_id from private.current_profile() c)
  );
create policy support_tickets_customer_insert on public.support_tickets for insert to authenticated
  with check (
    customer_id = (select auth.uid())
    and organization_id = (select c.organization_id from private.current_profile() c)
    and status = 'open'
    and contact_message_id is null
  );

-- Messages: admins read their organisation's and write as themselves on the admin side; a customer
-- reads those of their own tickets and writes as themselves on the customer side. Append-only.
select private.create_tenant_policies('public.support_messages', null, array[]::text[]);
create policy support_messages_admin_insert on public.support_messages for insert to authenticated
  with check (
    organization_id = (select private.admin_org_id())
    and author_side = 'admin'
    and author_id = (select auth.uid())
  );
create policy support_messages_customer_read on public.support_messages for select to authenticated
  using (exists (
    select 1 from public.support_tickets t
     where t.id = ticket_id and t.organization_id = support_messages.organization_id
       and t.customer_id = (select auth.uid())
  ));
create policy support_messages_customer_insert on public.support_messages for insert to authenticated
  with check (
    author_side = 'customer'
    and author_id = (select auth.uid())
    and exists (
      select 1 from public.support_tickets t
       where t.id = ticket_id and t.organization_id = support_messages.organization_id
         and t.customer_id = (select auth.uid())
    )
  );

-- Marks a ticket read for the caller's side (admin of its organisation, or its customer); false when
-- the caller may not see the ticket. The only change a customer makes to a ticket row directly.
create function private.mark_ticket_read(p_ticket_id uuid, p_organization_id uuid) returns boolean
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
  if v_ticket.customer_id = (select auth.uid())
     and v_ticket.organization_id = (select c.organization_id from private.current_profile() c) then
    update public.support_tickets set customer_read_at = now() where id = v_ticket.id;
    return true;
  end if;
  return false;
end
$$;
revoke all on function private.mark_ticket_read(uuid, uuid) from public;
grant execute on function private.mark_ticket_read(uuid, uuid) to authenticated;

-- The email addresses of a ticket's organisation's admins, for the customer who just wrote on it
-- (customers cannot read admins' profiles, and addresses live in auth.users). Empty for anyone else.
create function private.ticket_admin_emails(p_ticket_id uuid) returns setof text
language sql
stable
security definer
set search_path = ''
as $$
  select u.email::text
    from public.support_tickets t
    join public.profiles p on p.organization_id = t.organization_id and p.role = 'admin'
    join auth.users u on u.id = p.id
   where t.id = p_ticket_id
     and t.customer_id = (select auth.uid())
     and u.email is not null
$$;
revoke all on function private.ticket_admin_emails(uuid) from public;
grant execute on function private.ticket_admin_emails(uuid) to authenticated;

-- A contact-form message becomes a ticket: server code calls this right after inserting the message
-- (visitors cannot read contact messages). Only a message of the last 10 minutes without a ticket yet
-- is turned, once; the customer is the signed-in sender, if any. Returns the ticket and the addresses
-- of the organisation's admins to notify; no row when nothing was created.
create function private.ticket_from_contact(p_contact_message_id uuid)
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
  select p.id into v_customer from public.profiles p
   where p.id = (select auth.uid()) and p.organization_id = v_message.organization_id;
  insert into public.support_tickets (organization_id, customer_id, customer_email, customer_name, subject,
                                      contact_message_id)
  values (v_message.organization_id, v_customer, v_message.email, v_message.name, v_subject, v_message.id)
  returning * into v_ticket;
  insert into public.support_messages (organization_id, ticket_id, author_side, author_id, author_name, body)
  values (v_ticket.organization_id, v_ticket.id, 'customer', v_customer, v_message.name, btrim(v_message.message));
  return query
    select v_ticket.id, v_ticket.subject,
           coalesce((select array_agg(u.email::text order by u.email)
                       from public.profiles p join auth.users u on u.id = p.id
                      where p.organization_id = v_ticket.organization_id and p.role = 'admin' and u.email is not null),
                    '{}');
end
$$;
revoke all on function private.ticket_from_contact(uuid) from public;
grant execute on function private.ticket_from_contact(uuid) to anon, authenticated;

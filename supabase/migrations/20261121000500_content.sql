-- Page content: messages visitors send from a contact section.

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  -- The section the form sat in; kept when the section goes (the message still matters).
  template_section_id uuid references public.template_sections (id) on delete set null,
  name text not null check (length(btrim(name)) between 1 and 120),
  email text not null check (email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$' and length(email) <= 320),
  message text not null check (length(btrim(message)) between 1 and 5000),
  created_at timestamptz not null default now()
);
create index contact_messages_organization_idx on public.contact_messages (organization_id, created_at desc);

-- Only the organisation's admins read them; nobody edits or deletes through the API (no admin writes).
select private.create_tenant_policies('public.contact_messages', null, array[]::text[]);
-- Anyone may send one, signed in or not.
create policy contact_messages_visitor_insert on public.contact_messages for insert to anon, authenticated
  with check (true);

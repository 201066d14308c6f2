-- Emails go out through the job queue (issue 41): a request records the rendered email here and sends a job;
-- the worker delivers it with retries and backoff. An email that failed for good stays here with its reason
-- for the Dashboard, whose admins may send it again.
create table public.email_deliveries (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  template text not null,
  recipient text not null,
  locale text not null,
  subject text not null,
  status text not null default 'queued' check (status in ('queued', 'retrying', 'sent', 'failed')),
  attempts integer not null default 0,
  error text,
  -- The rendered email (from, to, subject, text, html) until it is sent. It may hold a private link (a booking's
  -- guest link, an invitation's sign-in link): no one but the app's own role reads it, not even the admins.
  message jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  sent_at timestamptz
);
create index email_deliveries_organization_idx on public.email_deliveries (organization_id, status, created_at desc);

create trigger email_deliveries_touch before update on public.email_deliveries
  for each row execute function private.touch_updated_at();
create trigger email_deliveries_keep_organization before update on public.email_deliveries
  for each row when (old.organization_id is distinct from new.organization_id)
  execute function private.keep_organization();

alter table public.email_deliveries enable row level security;

-- Admins read their organisation's deliveries, without the message: visitors and admins may select every column
-- but that one. Nobody writes them through the API (no policy allows a write; a row visitors could add would be an
-- email the organisation's address sends).
revoke select on public.email_deliveries from anon, authenticated;
grant select (id, organization_id, template, recipient, locale, subject, status, attempts, error, created_at, updated_at, sent_at)
  on public.email_deliveries to anon, authenticated;
create policy email_deliveries_admin_read on public.email_deliveries for select to authenticated
  using ((select private.is_org_admin(organization_id)));

-- The app's login role (…_tenant_integrity.sql) records and delivers them as itself, the one table it may use
-- without becoming anon or authenticated.
grant usage on schema public to site_app;
grant select, insert, update, delete on public.email_deliveries to site_app;
create policy email_deliveries_app on public.email_deliveries for all to site_app using (true) with check (true);

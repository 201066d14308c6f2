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
  -- guest link, an invitation's sign-in link): no API role reads it, not even the admins.
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

-- The outbox's writes: functions the app's login role (…_tenant_integrity.sql) runs on the job queue's own
-- connection (lib/jobs/queue.ts), which holds no privilege on any table. Requests record and requeue emails; the
-- worker reads one to deliver and records how it went. Nobody else may run them.
create function private.record_email(p_organization_id uuid, p_template text, p_recipient text, p_locale text, p_subject text, p_message jsonb)
returns uuid
language sql
security definer
set search_path = ''
as $$
  insert into public.email_deliveries (organization_id, template, recipient, locale, subject, message)
  values (p_organization_id, p_template, p_recipient, p_locale, p_subject, p_message)
  returning id;
$$;

-- The message of an email still to deliver; null once sent (a job that runs again sends nothing twice).
create function private.email_to_deliver(p_id uuid) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select message from public.email_deliveries where id = p_id and status <> 'sent';
$$;

-- Delivered: the message, and any private link in it, is no longer kept.
create function private.email_delivered(p_id uuid) returns void
language sql
security definer
set search_path = ''
as $$
  update public.email_deliveries
     set status = 'sent', message = null, error = null, attempts = attempts + 1, sent_at = now()
   where id = p_id;
$$;

-- An attempt failed: retried later, or failed for good after the last retry (p_final).
create function private.email_attempt_failed(p_id uuid, p_error text, p_final boolean) returns void
language sql
security definer
set search_path = ''
as $$
  update public.email_deliveries
     set status = case when p_final then 'failed' else 'retrying' end, error = left(p_error, 1000), attempts = attempts + 1
   where id = p_id;
$$;

-- Resend: a failed email of the organisation goes back to the queue; false when it has no such email.
create function private.requeue_email(p_id uuid, p_organization_id uuid) returns boolean
language sql
security definer
set search_path = ''
as $$
  with requeued as (
    update public.email_deliveries set status = 'queued', error = null
     where id = p_id and organization_id = p_organization_id and status = 'failed'
    returning id
  )
  select exists (select 1 from requeued);
$$;

do $$
declare
  fn text;
begin
  foreach fn in array array[
    'private.record_email(uuid, text, text, text, text, jsonb)', 'private.email_to_deliver(uuid)',
    'private.email_delivered(uuid)', 'private.email_attempt_failed(uuid, text, boolean)', 'private.requeue_email(uuid, uuid)'
  ] loop
    execute format('revoke all on function %s from public', fn);
    execute format('grant execute on function %s to site_app', fn);
  end loop;
end
$$;
grant usage on schema private to site_app;

-- Accounts: free-trial sign-ups, and the rate limits of the app's own endpoints.

create table public.free_trials (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  email text not null check (email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$' and length(email) <= 320),
  user_id uuid references auth.users (id) on delete set null,
  trial_ends_at timestamptz not null default now() + interval '14 days',
  -- Set once, when the free-trial email went out; the email endpoint claims it (see below).
  email_sent_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (organization_id, email)
);
create index free_trials_user_idx on public.free_trials (user_id);
create trigger free_trials_touch before update on public.free_trials
  for each row execute function private.touch_updated_at();

-- A visitor signs up for a trial before (or without) a session; only the organisation's admins read the list.
select private.create_tenant_policies('public.free_trials', null);
create policy free_trials_visitor_insert on public.free_trials for insert to anon, authenticated
  with check (user_id is null or user_id = (select auth.uid()));
create policy free_trials_own_read on public.free_trials for select to authenticated
  using (user_id = (select auth.uid()));

-- The free-trial email may be sent once per sign-up, within an hour of it, even without a session:
-- claiming marks it sent, so the endpoint cannot be used to mail arbitrary addresses repeatedly.
create function private.claim_free_trial_email(p_organization_id uuid, p_email text) returns boolean
language sql
volatile
security definer
set search_path = ''
as $$
  with claimed as (
    update public.free_trials
       set email_sent_at = now()
     where organization_id = p_organization_id
       and lower(email) = lower(p_email)
       and email_sent_at is null
       and created_at > now() - interval '1 hour'
    returning 1
  )
  select exists (select 1 from claimed)
$$;
revoke all on function private.claim_free_trial_email(uuid, text) from public;
grant execute on function private.claim_free_trial_email(uuid, text) to anon, authenticated;

-- Fixed-window counters shared by every app instance (never in process memory alone).
create table private.rate_limits (
  key text primary key,
  window_start timestamptz not null,
  hits integer not null
);
alter table private.rate_limits enable row level security;

create function private.take_rate_limit(p_key text, p_limit integer, p_window_seconds integer) returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  current_hits integer;
  window_length interval := make_interval(secs => p_window_seconds);
begin
  insert into private.rate_limits as r (key, window_start, hits)
  values (p_key, now(), 1)
  on conflict (key) do update
    set hits = case when r.window_start <= now() - window_length then 1 else r.hits + 1 end,
        window_start = case when r.window_start <= now() - window_length then now() else r.window_start end
  returning hits into current_hits;
  return current_hits <= p_limit;
end
$$;
revoke all on function private.take_rate_limit(text, integer, integer) from public;
grant execute on function private.take_rate_limit(text, integer, integer) to anon, authenticated;

-- Visitor analytics without cookies (issue 43). The beacon's page views land in analytics_events (kept 30 days);
-- the job queue rolls them up per hour and per day into analytics_rollups (kept 2 years), which the Dashboard
-- reads. Nothing here identifies a person: visitor_hash is a hash salted with a secret of one UTC day that is
-- never stored in Postgres (lib/analytics/collect/salt.ts), so a hash cannot be tied to a visitor after that day.

-- An organisation may turn counting off (Global Settings → General); its page views are then dropped.
alter table public.settings add column analytics_enabled boolean not null default true;

-- One row per page view. The key leads with the organisation and the time, as every read and the pruning do.
create table public.analytics_events (
  id bigint generated always as identity,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  occurred_at timestamptz not null default now(),
  visitor_hash text not null check (visitor_hash ~ '^[0-9a-f]+$' and length(visitor_hash) <= 64),
  -- The page's path without the language prefix.
  path text not null check (length(path) between 1 and 500),
  language text not null check (language in ('en', 'es', 'fr', 'de', 'ru', 'it', 'pt', 'pl', 'zh', 'ja', 'nl')),
  -- Null: a direct visit or one from the site itself.
  referrer_host text check (length(referrer_host) between 1 and 253),
  -- From Accept-Language's region only ("de-AT" → AT), never from the address.
  country text check (country ~ '^[A-Z]{2}$'),
  device text not null check (device in ('mobile', 'tablet', 'desktop')),
  utm_source text check (length(utm_source) between 1 and 100),
  utm_medium text check (length(utm_medium) between 1 and 100),
  utm_campaign text check (length(utm_campaign) between 1 and 100),
  -- Set when the page is a blog post's (the beacon reads it from the page's article[data-post-slug]).
  post_slug text check (length(post_slug) between 1 and 500),
  primary key (organization_id, occurred_at, id)
);
create index analytics_events_organization_idx on public.analytics_events (organization_id, occurred_at desc);

-- The counts the Dashboard draws: per UTC hour and day, per dimension and value ('' for the total, for a direct
-- visit's referrer and for an unknown country).
create table public.analytics_rollups (
  organization_id uuid not null references public.organizations (id) on delete cascade,
  granularity text not null check (granularity in ('hour', 'day')),
  bucket timestamptz not null,
  dimension text not null check (dimension in ('total', 'page', 'post', 'referrer', 'language', 'country', 'device', 'campaign')),
  value text not null,
  pageviews integer not null,
  -- Distinct visitor hashes in the bucket for that value (hashes of different days never meet in one bucket).
  visitors integer not null,
  primary key (organization_id, granularity, bucket, dimension, value)
);
-- The Dashboard's reads: one dimension of one organisation over a period, answered from the index alone.
create index analytics_rollups_read_idx on public.analytics_rollups (organization_id, granularity, dimension, bucket) include (value, pageviews, visitors);

create trigger analytics_events_keep_organization before update on public.analytics_events
  for each row when (old.organization_id is distinct from new.organization_id)
  execute function private.keep_organization();
create trigger analytics_rollups_keep_organization before update on public.analytics_rollups
  for each row when (old.organization_id is distinct from new.organization_id)
  execute function private.keep_organization();

-- Admins read their organisation's analytics (the live counter reads the last minutes of raw events). Nobody
-- writes them through the API: no policy allows a write (a visitor could otherwise invent page views).
alter table public.analytics_events enable row level security;
alter table public.analytics_rollups enable row level security;
-- The admin's organisations are read once per query, not once per row: at millions of rows that is the difference
-- between milliseconds and seconds (bench/analytics-query.ts).
create policy analytics_events_admin_read on public.analytics_events for select to authenticated
  using (organization_id = any ((select private.org_ids('admin'))::uuid[]));
create policy analytics_rollups_admin_read on public.analytics_rollups for select to authenticated
  using (organization_id = any ((select private.org_ids('admin'))::uuid[]));

-- The writes: functions the app's login role runs on the job queue's own connection (lib/jobs/queue.ts queueSql),
-- as the email outbox does; that role holds no privilege on any table.

-- A batch of page views (a JSON array of rows with the event's columns); an organisation that turned analytics
-- off counts nothing, whatever the batch holds. Answers how many were stored.
create function private.record_page_views(p_events jsonb) returns integer
language sql
security definer
set search_path = ''
as $$
  with stored as (
    insert into public.analytics_events
      (organization_id, occurred_at, visitor_hash, path, language, referrer_host, country, device, utm_source, utm_medium, utm_campaign, post_slug)
    select e.organization_id, coalesce(e.occurred_at, now()), e.visitor_hash, e.path, e.language, e.referrer_host, e.country, e.device,
           e.utm_source, e.utm_medium, e.utm_campaign, e.post_slug
      from jsonb_to_recordset(p_events) as e (
             organization_id uuid, occurred_at timestamptz, visitor_hash text, path text, language text, referrer_host text,
             country text, device text, utm_source text, utm_medium text, utm_campaign text, post_slug text)
      join public.settings s on s.organization_id = e.organization_id
     where s.analytics_enabled
    returning 1
  )
  select count(*)::integer from stored;
$$;

-- Recomputes the hour and day rollups of one organisation that overlap [p_from, p_to) from the raw events: each
-- bucket is counted whole, so running it again (or for an overlapping range) gives the same rows. Buckets that
-- began before the raw events' 30 days are left alone: their raw events may be pruned already.
create function private.roll_up_analytics(p_organization_id uuid, p_from timestamptz, p_to timestamptz) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_kept_from timestamptz := now() - interval '30 days';
  v_granularity text;
  v_from timestamptz;
  v_to timestamptz;
begin
  if p_to <= p_from then
    return;
  end if;
  foreach v_granularity in array array['hour', 'day'] loop
    v_from := greatest(date_trunc(v_granularity, p_from, 'UTC'), date_trunc(v_granularity, v_kept_from, 'UTC') + ('1 ' || v_granularity)::interval);
    v_to := date_trunc(v_granularity, p_to - interval '1 microsecond', 'UTC') + ('1 ' || v_granularity)::interval;
    continue when v_to <= v_from;
    insert into public.analytics_rollups (organization_id, granularity, bucket, dimension, value, pageviews, visitors)
    select p_organization_id, v_granularity, date_trunc(v_granularity, e.occurred_at, 'UTC'), d.dimension, d.value,
           count(*)::integer, count(distinct e.visitor_hash)::integer
      from public.analytics_events e
     cross join lateral (values
             ('total', ''), ('page', e.path), ('post', e.post_slug), ('referrer', coalesce(e.referrer_host, '')),
             ('language', e.language), ('country', coalesce(e.country, '')), ('device', e.device), ('campaign', e.utm_campaign)
           ) as d (dimension, value)
     where e.organization_id = p_organization_id
       and e.occurred_at >= v_from and e.occurred_at < v_to
       and d.value is not null
     group by 3, 4, 5
    on conflict (organization_id, granularity, bucket, dimension, value)
      do update set pageviews = excluded.pageviews, visitors = excluded.visitors;
  end loop;
end
$$;

-- Retention: raw events 30 days (ANALYTICS_RAW_DAYS), rollups 2 years (ANALYTICS_ROLLUP_DAYS).
create function private.prune_analytics() returns void
language sql
security definer
set search_path = ''
as $$
  delete from public.analytics_events where occurred_at < now() - interval '30 days';
  delete from public.analytics_rollups where bucket < now() - interval '730 days';
$$;

do $$
declare
  fn text;
begin
  foreach fn in array array[
    'private.record_page_views(jsonb)', 'private.roll_up_analytics(uuid, timestamptz, timestamptz)', 'private.prune_analytics()'
  ] loop
    execute format('revoke all on function %s from public', fn);
    execute format('grant execute on function %s to site_app', fn);
  end loop;
end
$$;
grant usage on schema private to site_app;

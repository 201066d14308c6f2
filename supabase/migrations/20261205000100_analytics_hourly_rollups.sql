-- Rollups that cost an hour, not a day (issue 43). The job that follows each batch of page views recounted the
-- whole current UTC day from raw events, which at high traffic took seconds every 15 s. A day's distinct visitors
-- are not the sum of its hours' (a visitor of two hours counts once), so each hour row now also keeps the visitors
-- whose first view of the day with that value fell in that hour: the day's visitors are the sum of those. The job
-- recounts only the hours from its earliest new page view to now, then adds up the day from
-- its hour rows.

-- Hour rows: visitors seen for the first time that UTC day with this value in this hour. Day rows: their visitors.
alter table public.analytics_rollups add column first_visitors integer not null default 0;

-- A visitor's earlier views of the day, looked up for each visitor of a recounted hour.
create index analytics_events_visitor_idx on public.analytics_events (organization_id, visitor_hash, occurred_at);

-- Recomputes the hour rollups of one organisation from the hour of p_from to the hour of p_to, each hour counted
-- whole from the raw events (running it again gives the same rows), then the day rows of those days from their
-- hour rows. Days that began before the raw events' 30 days are left alone: their raw events may be pruned already.
create or replace function private.roll_up_analytics(p_organization_id uuid, p_from timestamptz, p_to timestamptz) returns void
language plpgsql
security definer
set search_path = ''
-- An hour of a busy site's views is sorted and hashed in memory (the default 4 MB spills to disk).
set work_mem = '32MB'
as $$
declare
  v_kept_from timestamptz := date_trunc('day', now() - interval '30 days', 'UTC') + interval '1 day';
  v_from timestamptz := greatest(date_trunc('hour', p_from, 'UTC'), v_kept_from);
  v_to timestamptz := date_trunc('hour', p_to - interval '1 microsecond', 'UTC') + interval '1 hour';
begin
  if p_to <= p_from or v_to <= v_from then
    return;
  end if;
  -- Each hour's views by dimension value and visitor; what those visitors had viewed earlier that day (one index
  -- range per visitor and hour); a visitor not seen earlier with that value is one of the hour's first visitors.
  with views as (
    select date_trunc('hour', e.occurred_at, 'UTC') as bucket, d.dimension, d.value, e.visitor_hash, count(*) as views
      from public.analytics_events e
     cross join lateral (values
             ('total', ''), ('page', e.path), ('post', e.post_slug), ('referrer', coalesce(e.referrer_host, '')),
             ('language', e.language), ('country', coalesce(e.country, '')), ('device', e.device), ('campaign', e.utm_campaign)
           ) as d (dimension, value)
     where e.organization_id = p_organization_id
       and e.occurred_at >= v_from and e.occurred_at < v_to
       and d.value is not null
     group by 1, 2, 3, 4
  ),
  seen_before as (
    select distinct h.bucket, d.dimension, d.value, h.visitor_hash
      from (select distinct bucket, visitor_hash from views) h
      join public.analytics_events p
        on p.organization_id = p_organization_id and p.visitor_hash = h.visitor_hash
       and p.occurred_at >= date_trunc('day', h.bucket, 'UTC') and p.occurred_at < h.bucket
     cross join lateral (values
             ('total', ''), ('page', p.path), ('post', p.post_slug), ('referrer', coalesce(p.referrer_host, '')),
             ('language', p.language), ('country', coalesce(p.country, '')), ('device', p.device), ('campaign', p.utm_campaign)
           ) as d (dimension, value)
     where d.value is not null
  )
  insert into public.analytics_rollups (organization_id, granularity, bucket, dimension, value, pageviews, visitors, first_visitors)
  select p_organization_id, 'hour', v.bucket, v.dimension, v.value, sum(v.views)::integer, count(*)::integer,
         (count(*) filter (where s.visitor_hash is null))::integer
    from views v
    left join seen_before s on s.bucket = v.bucket and s.dimension = v.dimension and s.value = v.value and s.visitor_hash = v.visitor_hash
   group by v.bucket, v.dimension, v.value
  on conflict (organization_id, granularity, bucket, dimension, value)
    do update set pageviews = excluded.pageviews, visitors = excluded.visitors, first_visitors = excluded.first_visitors;

  insert into public.analytics_rollups (organization_id, granularity, bucket, dimension, value, pageviews, visitors, first_visitors)
  select p_organization_id, 'day', date_trunc('day', r.bucket, 'UTC'), r.dimension, r.value,
         sum(r.pageviews)::integer, sum(r.first_visitors)::integer, sum(r.first_visitors)::integer
    from public.analytics_rollups r
   where r.organization_id = p_organization_id and r.granularity = 'hour'
     and r.bucket >= date_trunc('day', v_from, 'UTC')
     and r.bucket < date_trunc('day', v_to - interval '1 microsecond', 'UTC') + interval '1 day'
   group by 3, 4, 5
  on conflict (organization_id, granularity, bucket, dimension, value)
    do update set pageviews = excluded.pageviews, visitors = excluded.visitors, first_visitors = excluded.first_visitors;
end
$$;

-- The hour rows written before this migration lack their first visitors: recount the days the raw events still hold.
select private.roll_up_analytics(o.organization_id, now() - interval '30 days', now())
  from (select distinct organization_id from public.analytics_events) o;

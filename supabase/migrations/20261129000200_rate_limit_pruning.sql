-- Rate-limit windows are removed once they end (issue 37): each row knows when its window ends, and every
-- call deletes a bounded batch of ended windows of any key, so the table holds only windows still counting.

alter table private.rate_limits add column expires_at timestamptz;
-- Rows from before this column do not say their window; no limit the app takes is longer than an hour.
update private.rate_limits set expires_at = window_start + interval '1 day';
alter table private.rate_limits alter column expires_at set not null;
create index rate_limits_expires_at_idx on private.rate_limits (expires_at);

-- Same counting as before; create or replace keeps the function's owner and grants.
create or replace function private.take_rate_limit(p_key text, p_limit integer, p_window_seconds integer) returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  current_hits integer;
  window_length interval := make_interval(secs => p_window_seconds);
begin
  -- At most 100 per call, more than one call ever adds; rows another call holds are left for the next one.
  delete from private.rate_limits
  where key in (
    select ended.key from private.rate_limits ended
    where ended.expires_at <= now()
    order by ended.expires_at
    limit 100
    for update skip locked
  );

  insert into private.rate_limits as r (key, window_start, hits, expires_at)
  values (p_key, now(), 1, now() + window_length)
  on conflict (key) do update
    set hits = case when r.window_start <= now() - window_length then 1 else r.hits + 1 end,
        window_start = case when r.window_start <= now() - window_length then now() else r.window_start end,
        expires_at = case when r.window_start <= now() - window_length then now() else r.window_start end + window_length
  returning hits into current_hits;
  return current_hits <= p_limit;
end
$$;

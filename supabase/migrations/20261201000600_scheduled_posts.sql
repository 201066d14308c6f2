-- "Publish at" on a post (issue 40): the post is hidden until its time, then a job on the queue shows it
-- (display_config.display_this_post = true) through the save path, as the person who scheduled it. A row is
-- kept per schedule: scheduled, then published, failed (with the reason, shown on the Dashboard) or cancelled.
create table public.scheduled_posts (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  post_id uuid not null,
  publish_at timestamptz not null,
  job_id text,
  status text not null default 'scheduled' check (status in ('scheduled', 'published', 'failed', 'cancelled')),
  error text,
  scheduled_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- A schedule names a post of its own organisation, and goes with it (blog_posts_id_organization_key: …_post_locks.sql).
  constraint scheduled_posts_post_fkey foreign key (post_id, organization_id)
    references public.blog_posts (id, organization_id) on delete cascade
);
-- A post waits for one time at most: rescheduling cancels the earlier row first.
create unique index scheduled_posts_one_scheduled_idx on public.scheduled_posts (post_id) where status = 'scheduled';
create index scheduled_posts_organization_idx on public.scheduled_posts (organization_id, status, publish_at);

create trigger scheduled_posts_touch before update on public.scheduled_posts
  for each row execute function private.touch_updated_at();
create trigger scheduled_posts_keep_organization before update on public.scheduled_posts
  for each row when (old.organization_id is distinct from new.organization_id)
  execute function private.keep_organization();

-- The organisation's editors and admins see and change its schedules; who may schedule is the server's rule
-- (admins, and editors where the organisation lets them publish).
select private.tenant_policies('public.scheduled_posts', null, 'editor');

-- The post editor's edit lock (spec 000 §4, 002 §4: "A hint about an edit lock lasts 5 minutes"): one lease
-- per post, held by the admin who has it open and renewed while they edit. A lease past expires_at is no
-- lease; it stays as a row until someone takes the post again. Saves by anyone else are refused while a lease
-- is live (423); the lease is advice to the editors and an order to the save path, never a database lock.
create table public.post_locks (
  post_id uuid primary key,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  holder_id uuid not null references auth.users (id) on delete cascade,
  -- When the holder took the post; a renewal keeps it, a takeover starts it again.
  since timestamptz not null default now(),
  expires_at timestamptz not null,
  constraint post_locks_expires_after_since check (expires_at > since)
);

-- A lease names a post of its own organisation: the composite key below needs the pair to be unique.
alter table public.blog_posts add constraint blog_posts_id_organization_key unique (id, organization_id);
alter table public.post_locks add constraint post_locks_post_fkey foreign key (post_id, organization_id)
  references public.blog_posts (id, organization_id) on delete cascade;

create trigger post_locks_keep_organization before update on public.post_locks
  for each row when (old.organization_id is distinct from new.organization_id)
  execute function private.keep_organization();

-- Only the organisation's admins see or change its leases, and nobody takes a lease in another's name.
select private.create_tenant_policies('public.post_locks', null);
create policy post_locks_own_holder_insert on public.post_locks as restrictive for insert to authenticated
  with check (holder_id = (select auth.uid()));
create policy post_locks_own_holder_update on public.post_locks as restrictive for update to authenticated
  using (true)
  with check (holder_id = (select auth.uid()));

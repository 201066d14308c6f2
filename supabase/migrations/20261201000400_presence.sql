-- Presence (issue 40, item 6): who else has a page in edit mode, and which section's editor they have open. The
-- admin layer renews its row every 2 s while edit mode is on (PUT /api/presence) and lists the others seen in the
-- last 6 s; a row not seen for a minute is deleted by the next heartbeat of anyone on the site. Advice to the
-- editors only: the save path (If-Match, 412) is what keeps edits from being lost.
--
-- One row per person and page, not per browser tab: the edit bar shows people, and a person never sees themselves.
-- Two tabs of one person on one page share the row (the latest heartbeat names the section).
create table public.editing_presence (
  organization_id uuid not null references public.organizations (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  url_page text not null check (url_page ~ '^/' and length(url_page) <= 500),
  -- The open section editor, "<kind>:<id>" ("template_section:<uuid>"); null while none is open.
  section text check (length(section) between 1 and 200),
  -- The name the others see, as the person's revisions are signed (full name, username or email).
  display_name text check (length(display_name) <= 200),
  -- When this person opened the page in edit mode; each heartbeat moves seen_at only.
  since timestamptz not null default now(),
  seen_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (organization_id, user_id, url_page)
);
create index editing_presence_page_idx on public.editing_presence (organization_id, url_page, seen_at);

create trigger editing_presence_touch before update on public.editing_presence
  for each row execute function private.touch_updated_at();
create trigger editing_presence_keep_organization before update on public.editing_presence
  for each row when (old.organization_id is distinct from new.organization_id)
  execute function private.keep_organization();

-- The organisation's editors and admins see who is editing; each writes only their own rows, and clears anyone's
-- row that has not been seen for a minute (lib/presence/constants.ts: PRESENCE_PRUNE_MS).
select private.tenant_policies('public.editing_presence', null, 'editor', array[]::text[]);
create policy editing_presence_own_insert on public.editing_presence for insert to authenticated
  with check (user_id = (select auth.uid()) and organization_id = any ((select private.org_ids('editor'))::uuid[]));
create policy editing_presence_own_update on public.editing_presence for update to authenticated
  using (user_id = (select auth.uid()) and organization_id = any ((select private.org_ids('editor'))::uuid[]))
  with check (user_id = (select auth.uid()) and organization_id = any ((select private.org_ids('editor'))::uuid[]));
create policy editing_presence_own_or_stale_delete on public.editing_presence for delete to authenticated
  using (
    organization_id = any ((select private.org_ids('editor'))::uuid[])
    and (user_id = (select auth.uid()) or seen_at < now() - interval '1 minute')
  );

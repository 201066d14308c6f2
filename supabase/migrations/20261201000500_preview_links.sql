-- Preview links: a signed, expiring link (24 h by default, revocable) that shows the site with the organisation's
-- current change set applied to anyone who has it, without an account. Only the token's hash is stored.
create table public.preview_links (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index preview_links_organization_idx on public.preview_links (organization_id, expires_at desc);

create trigger preview_links_touch before update on public.preview_links
  for each row execute function private.touch_updated_at();
create trigger preview_links_keep_organization before update on public.preview_links
  for each row when (old.organization_id is distinct from new.organization_id)
  execute function private.keep_organization();

-- The organisation's editors and admins make, list and revoke its links; nobody else sees one.
select private.tenant_policies('public.preview_links', null, 'editor', array['insert', 'update']);

-- The link a token opens on the host's organisation, while it is neither expired nor revoked (the /api/preview route,
-- as anon: a visitor with the link has no account).
create function private.open_preview_link(org uuid, hash text) returns table (id uuid, expires_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select l.id, l.expires_at from public.preview_links l
   where l.organization_id = org and l.token_hash = hash and l.revoked_at is null and l.expires_at > now()
$$;
revoke all on function private.open_preview_link(uuid, text) from public;
grant execute on function private.open_preview_link(uuid, text) to anon, authenticated;

-- Whether a link someone opened still shows the drafts (every draft view's page checks it again).
create function private.preview_link_live(org uuid, link uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.preview_links l
                  where l.id = link and l.organization_id = org and l.revoked_at is null and l.expires_at > now())
$$;
revoke all on function private.preview_link_live(uuid, uuid) from public;
grant execute on function private.preview_link_live(uuid, uuid) to anon, authenticated;

-- The drafts of the organisation's current change set, for a draft view's reads. Called only by the server for a
-- request whose preview grant it has verified for this organisation's host (lib/publishing/draft-view.ts).
create function private.draft_overlay(org uuid) returns table (entity text, entity_id text, fields jsonb)
language sql
stable
security definer
set search_path = ''
as $$
  select c.entity, c.entity_id, c.fields
    from public.change_set_changes c
    join public.change_sets s on s.id = c.change_set_id
   where s.organization_id = org and s.status in ('open', 'scheduled', 'failed')
   order by c.created_at, c.id
$$;
revoke all on function private.draft_overlay(uuid) from public;
grant execute on function private.draft_overlay(uuid) to anon, authenticated;

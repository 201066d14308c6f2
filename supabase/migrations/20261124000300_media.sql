-- The media library: one public bucket, `media`, in which each organisation owns the folder named by its id.
-- Policies are written as on hosted Supabase, where storage.objects already exists: the same rules hold there.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'media', 'media', true,
  -- The largest file the library takes (a video); images are held to 10 MB by POST /api/media.
  100 * 1024 * 1024,
  array['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'image/svg+xml', 'video/mp4', 'video/webm']
)
on conflict (id) do update
  set public = excluded.public, file_size_limit = excluded.file_size_limit, allowed_mime_types = excluded.allowed_mime_types;

-- Everyone reads public media: the public sites show it to visitors.
create policy "media: everyone reads"
  on storage.objects for select
  to anon, authenticated
  using (bucket_id = 'media');

-- An admin writes only under their own organisation's folder, `{organization_id}/…`.
create policy "media: admins add to their organisation's folder"
  on storage.objects for insert
  to authenticated
  with check (bucket_id = 'media' and (storage.foldername(name))[1] = (select private.admin_org_id())::text);

create policy "media: admins replace in their organisation's folder"
  on storage.objects for update
  to authenticated
  using (bucket_id = 'media' and (storage.foldername(name))[1] = (select private.admin_org_id())::text)
  with check (bucket_id = 'media' and (storage.foldername(name))[1] = (select private.admin_org_id())::text);

create policy "media: admins remove from their organisation's folder"
  on storage.objects for delete
  to authenticated
  using (bucket_id = 'media' and (storage.foldername(name))[1] = (select private.admin_org_id())::text);

-- The media library's catalogue: one row per file in the organisation's folder, with what the gallery and the
-- public pages need and storage does not keep (kind, intrinsic size for layout without shift, alt text).
create table public.media_files (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  -- The object's name in the media bucket, always under the organisation's folder.
  path text not null check (path like organization_id::text || '/%'),
  file_name text not null,
  kind text not null check (kind in ('image', 'video')),
  mime_type text not null,
  size_bytes bigint not null check (size_bytes > 0),
  width integer check (width > 0),
  height integer check (height > 0),
  alt text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (organization_id, path)
);
create index media_files_org_created_idx on public.media_files (organization_id, created_at desc);

create trigger media_files_touch before update on public.media_files
  for each row execute function private.touch_updated_at();
create trigger media_files_keep_organization before update on public.media_files
  for each row when (old.organization_id is distinct from new.organization_id)
  execute function private.keep_organization();

-- Media is public (the sites show it); the organisation's admins manage their own.
select private.create_tenant_policies('public.media_files', 'true');

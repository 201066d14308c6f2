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

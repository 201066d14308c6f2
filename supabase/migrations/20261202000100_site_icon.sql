-- The site's icon (issue 41): a media library image each organisation picks in Global Settings → General, from which
-- its favicon, app icons and web manifest are made (lib/brand). Null: an icon drawn from the site's initials and
-- primary colour. The settings' policies already let only the organisation's admins change it.
alter table public.settings add column icon text;

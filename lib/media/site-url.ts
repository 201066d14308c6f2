import { MEDIA_BUCKET } from "./rules";

/**
 * Where a site serves its own organisation's media files: `/media/{name}` on its own host, which the route
 * app/api/site-media passes on to Storage's public object (or, with `?width=`, its resized variant).
 *
 * The stored addresses stay Storage's (`/storage/v1/object/public/media/{organisation id}/{name}`, as supabase-js
 * and the gallery give them); pages print the short form, which is 70 bytes shorter per image in the HTML and
 * again in the page's React payload.
 */
export const SITE_MEDIA_PATH = "/media/";
const STORAGE_PREFIXES = [`/storage/v1/object/public/${MEDIA_BUCKET}/`, `/storage/v1/render/image/public/${MEDIA_BUCKET}/`];

/** The short address of a file of `orgId`'s own media; any other URL (another host, another organisation) as it is. */
export function siteMediaUrl(url: string, orgId: string | undefined): string {
  if (!orgId) return url;
  for (const prefix of STORAGE_PREFIXES) {
    const own = `${prefix}${orgId}/`;
    if (url.startsWith(own)) return SITE_MEDIA_PATH + url.slice(own.length);
  }
  return url;
}

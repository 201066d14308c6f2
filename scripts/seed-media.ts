// `npm run seed:media`: uploads the demo images and video (supabase/seed-media, made by `npm run demo:media`) to the
// media bucket of a hosted Supabase project and catalogues them in its media library, so the seed's pages
// show them there as on the local stack (which loads them itself: supabase/embedded/seed-media.ts).
// Needs NEXT_PUBLIC_SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY; run it again at will (it upserts).
import "./load-env";
import { createClient } from "@supabase/supabase-js";
import { NoRealtimeTransport } from "../lib/supabase/no-realtime";
import { readSeedMedia } from "../supabase/embedded/seed-media";

async function main() {
  const url = process.env.NEXT_PUBLIC_SUPABASE_URL;
  const serviceKey = process.env.SUPABASE_SERVICE_ROLE_KEY;
  if (!url || !serviceKey) {
    console.error("[seed:media] set NEXT_PUBLIC_SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (the project's service role key)");
    process.exit(2);
  }
  const supabase = createClient(url, serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoRealtimeTransport },
  });
  const files = await readSeedMedia();
  for (const file of files) {
    const uploaded = await supabase.storage.from("media").upload(file.path, new Blob([new Uint8Array(file.bytes)], { type: file.mimeType }), { upsert: true, cacheControl: "31536000", contentType: file.mimeType });
    if (uploaded.error) throw new Error(`${file.path}: ${uploaded.error.message}`);
    const catalogued = await supabase.from("media_files").upsert(
      { organization_id: file.organizationId, path: file.path, file_name: file.fileName, kind: file.kind, mime_type: file.mimeType, size_bytes: file.bytes.length, width: file.width, height: file.height, alt: file.alt },
      { onConflict: "organization_id,path" },
    );
    // The embedded stack has no REST API: it catalogues the images itself, so this step is for hosted projects.
    if (catalogued.error) throw new Error(`${file.path}: media_files not updated (${catalogued.error.message || `HTTP ${catalogued.status}`})`);
  }
  console.log(`[seed:media] uploaded ${files.length} files to ${url}`);
}

main().catch((error) => {
  console.error("[seed:media] failed:", error instanceof Error ? error.message : error);
  process.exit(1);
});

// `npm run demo:media`: draws every demo image the seed references and writes it to
// supabase/seed-media/{organization_id}/{name}.svg, which the local stack loads into its media bucket
// (supabase/embedded/seed-media.ts) and `npm run seed:media` uploads to a hosted project.
// The case-study video is recorded in Chromium when its file is missing, or again with `-- --video`
// (a recording differs byte for byte each time, so it is not redone on every run).
import "../load-env";
import { access, mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { renderDemoImages } from "./catalogue";
import { LEAD_TIME_VIDEO, recordLeadTimeVideo } from "./video";

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "supabase", "seed-media");

async function main() {
  const images = renderDemoImages();
  const wanted = new Set([...images.map((image) => image.path), LEAD_TIME_VIDEO]);
  let bytes = 0;
  for (const image of images) {
    const file = path.join(outDir, image.path);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, image.svg);
    bytes += Buffer.byteLength(image.svg);
  }
  const video = path.join(outDir, LEAD_TIME_VIDEO);
  const haveVideo = await access(video).then(() => true, () => false);
  if (!haveVideo || process.argv.includes("--video")) {
    const bytes = await recordLeadTimeVideo();
    await writeFile(video, bytes);
    console.log(`[demo:media] recorded ${LEAD_TIME_VIDEO} (${(bytes.length / 1024).toFixed(0)} KB)`);
  }
  // Images dropped from the catalogue leave no stale file behind.
  for (const folder of await readdir(outDir)) {
    for (const file of await readdir(path.join(outDir, folder))) {
      if (!wanted.has(`${folder}/${file}`)) await rm(path.join(outDir, folder, file));
    }
  }
  console.log(`[demo:media] wrote ${images.length} images (${(bytes / 1024).toFixed(0)} KB) to ${path.relative(process.cwd(), outDir)}`);
}

main().catch((error) => {
  console.error("[demo:media] failed:", error);
  process.exit(1);
});

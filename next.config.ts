import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { sharedCacheConfig } from "./lib/cache/next-config";
import { markStartupChunks } from "./lib/build/compile-hints";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

const nextConfig: NextConfig = {
  // Public pages are cached server components, invalidated by tag (`org-{id}`).
  cacheComponents: true,
  partialPrefetching: true,
  poweredByHeader: false,
  // Cached pages are served as they are stored; hashing ~90 KB of HTML per request for an ETag cost
  // a fifth of the throughput (measured), and a revalidated page changes anyway.
  generateEtags: false,
  // The end-to-end run builds into its own folder so it never fights a running `next dev`.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // Host and language routing is not a rewrite: the server sends every page's request to /sites/{host}/{locale}/…
  // before Next reads it (lib/tenancy/route-sites.mjs, a Node preload), which costs a cached page far less.
  // Public media: every site serves the media bucket's files from its own origin (/storage/v1/object/public/media/…),
  // proxied to Supabase Storage, and their resized variants (/storage/v1/render/image/public/media/…, Storage's
  // image transformations). Pages print their own organisation's files in the short form /media/{name}
  // (lib/media/site-url.ts), which app/api/site-media resolves by host. They are `fallback` rewrites, tried only
  // when no page or file matched, so a page's request never pays for them.
  async rewrites() {
    const supabaseUrl = process.env.NEXT_PUBLIC_SUPABASE_URL || "http://127.0.0.1:54321";
    const publicStorage = { source: "/storage/v1/object/public/:path*", destination: `${supabaseUrl}/storage/v1/object/public/:path*` };
    const renderedStorage = { source: "/storage/v1/render/image/public/:path*", destination: `${supabaseUrl}/storage/v1/render/image/public/:path*` };
    const siteMedia = { source: "/media/:path+", destination: "/api/site-media/:path+" };
    return { beforeFiles: [], afterFiles: [], fallback: [publicStorage, renderedStorage, siteMedia] };
  },
  serverExternalPackages: ["pg", "@electric-sql/pglite", "@electric-sql/pglite-socket"],
  // The scripts a public page loads before it hydrates are compiled while they download, off the main thread
  // (lib/build/compile-hints.ts).
  compiler: {
    async runAfterProductionCompile({ distDir }) {
      console.log(`  compile hints: ${await markStartupChunks(distDir)} startup chunks marked`);
    },
  },
};

// A function of the phase: `next start` keeps its pages with our handler, shared through Redis with REDIS_URL
// (lib/cache/next-config.ts).
export default async function config(phase: string): Promise<NextConfig> {
  return withNextIntl({ ...nextConfig, ...(await sharedCacheConfig(phase)) });
}

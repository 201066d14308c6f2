import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { cacheConfig } from "./lib/cache/next-config";
import { markStartupChunks } from "./lib/next-internals/compile-hints";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

const nextConfig: NextConfig = {
  // Public pages are cached server components, invalidated by tag (`org-{id}`).
  cacheComponents: true,
  partialPrefetching: true,
  poweredByHeader: false,
  // Cached pages are served as they are stored; hashing ~90 KB of HTML per request for an ETag cost
  // a fifth of the throughput (measured), and a revalidated page changes anyway.
  generateEtags: false,
  // A folder that runs on its own (`<distDir>/standalone`): the self-hosted server (server/) is bundled into it
  // by scripts/build.ts, and the Docker image holds nothing else.
  output: "standalone",
  // The end-to-end run builds into its own folder so it never fights a running `next dev`.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // Next adds a dist dir's type folders to the tsconfig it reads: builds into another dist dir read one it leaves
  // alone (tsconfig.dist.json), so no build changes tsconfig.json.
  // The build does not type-check again: `npm run typecheck` does, and CI runs it before anything is built.
  typescript: { tsconfigPath: (process.env.NEXT_DIST_DIR || ".next") === ".next" ? "tsconfig.json" : "tsconfig.dist.json", ignoreBuildErrors: true },
  // Host and language routing is not a rewrite here: the self-hosted server (server/) sends every page's request to
  // /sites/{host}/{locale}/… before Next reads it, which costs a cached page far less; proxy.ts does it elsewhere.
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
  serverExternalPackages: ["pg", "pg-boss", "@electric-sql/pglite", "@electric-sql/pglite-socket"],
  // The scripts a public page loads before it hydrates are compiled while they download, off the main thread
  // (lib/next-internals/compile-hints.ts).
  compiler: {
    async runAfterProductionCompile({ distDir }) {
      console.log(`  compile hints: ${await markStartupChunks(distDir)} startup chunks marked`);
    },
  },
};

// A function of the phase: `next build` and `next start` cache with our handlers, shared through Redis with
// REDIS_URL; `next dev` with Next's own (lib/cache/next-config.ts).
export default function config(phase: string): NextConfig {
  return withNextIntl({ ...nextConfig, ...cacheConfig(phase) });
}

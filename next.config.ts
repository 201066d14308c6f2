import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { siteRewrites } from "./lib/tenancy/rewrites";

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
  // Host → /sites/{host}/{locale}/…: see lib/tenancy/rewrites.ts.
  async rewrites() {
    return { beforeFiles: siteRewrites(), afterFiles: [], fallback: [] };
  },
  serverExternalPackages: ["pg", "@electric-sql/pglite", "@electric-sql/pglite-socket"],
};

export default withNextIntl(nextConfig);

import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

const nextConfig: NextConfig = {
  // Public pages are cached server components, invalidated by tag (`org-{id}`).
  cacheComponents: true,
  partialPrefetching: true,
  poweredByHeader: false,
  // The end-to-end run builds into its own folder so it never fights a running `next dev`.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  serverExternalPackages: ["pg", "@electric-sql/pglite", "@electric-sql/pglite-socket"],
};

export default withNextIntl(nextConfig);

// The bench's baseline: a bare static Next.js page, built with the repo's own `next` into its own folder.
const config = { distDir: process.env.NEXT_DIST_DIR || ".next-baseline", poweredByHeader: false };
export default config;

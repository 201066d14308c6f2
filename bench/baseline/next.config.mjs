// The bench's baseline: a bare static Next.js page, built with the repo's own `next` into its own folder.
// Without ETags, as the app serves its cached pages (next.config.ts): Next's ETag is an FNV hash of the whole
// body on every request, 13% of the baseline's CPU under load (bench/server-profile.ts), which the app never pays.
const config = { distDir: process.env.NEXT_DIST_DIR || ".next-baseline", poweredByHeader: false, generateEtags: false };
export default config;

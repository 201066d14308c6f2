// The bench's baseline: a bare static Next.js page, built with the repo's own `next` into its own folder
// (bench/stack.ts names it). Without ETags, as the app serves its cached pages (next.config.ts): Next's ETag is an
// FNV hash of the whole body on every request, 13% of the baseline's CPU under load (bench/server-profile.ts),
// which the app never pays.
// With Cache Components, as the app: once such a server has rendered a page on demand, Node 20 keeps its async hooks
// on for every later request (AsyncLocalStorage; V8's profiler shows promiseInitHook at 80–90 µs per cached
// request in both servers), and a plain Next server never turns them on. A plain baseline would charge that to the
// app. BENCH_BASELINE=plain builds it without Cache Components, to compare.
const config = {
  distDir: process.env.NEXT_DIST_DIR || ".next-baseline-cached",
  poweredByHeader: false,
  generateEtags: false,
  cacheComponents: process.env.BENCH_BASELINE !== "plain",
};
export default config;

const SITES_ROUTED = Symbol.for("sitebuilder.sitesRouted");

/**
 * Stops a server started without the host routing preload (lib/tenancy/route-sites.mjs): it would find no page
 * at all. `npm start` and `npm run dev` load it; so does every server the tests and benches start.
 */
export function exitWithoutSiteRouting(): void {
  if ((globalThis as Record<symbol, unknown>)[SITES_ROUTED] === true) return;
  console.error(
    "\nHost routing is missing: start the server with `npm start` (or `npm run dev`), which loads lib/tenancy/route-sites.mjs with node --import.\n",
  );
  process.exit(1);
}

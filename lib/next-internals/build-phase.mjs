// Relies on: `next build` setting process.env.NEXT_PHASE to "phase-production-build" before it starts the workers
// that prerender pages (next/dist/build/index.js, before createStaticWorker), which inherit it. Next's maintainers
// call the variable undocumented. The cache handlers read it so that a build never writes into the Redis that
// production instances read (lib/cache/process-cache.mjs).
// When tests/contract/build-phase.test.ts fails: find how the new Next tells its build workers apart (or pass a
// variable of our own from next.config.ts's build phase, which the workers inherit), and change isNextBuild.

/** The phase's name, as next/constants exports it (PHASE_PRODUCTION_BUILD). */
export const BUILD_PHASE = "phase-production-build";

/** Whether this process is `next build` or one of its workers. */
export function isNextBuild(env = process.env) {
  return env.NEXT_PHASE === BUILD_PHASE;
}

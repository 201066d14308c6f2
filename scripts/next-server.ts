/** Next's own command line, for `next build`, `next dev` and plain `next start`. */
export const NEXT_BIN = "node_modules/next/dist/bin/next";

/** The embedded stack's command line after `node`: tsx's own CLI runs the TypeScript entry, with no `--import` preload. */
export const EMBEDDED_STACK_ARGS = ["node_modules/tsx/dist/cli.mjs", "supabase/embedded/main.ts"];

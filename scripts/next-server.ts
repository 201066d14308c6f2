/** Next's own command line, for `next build`, `next dev` and plain `next start`. */
export const NEXT_BIN = "node_modules/next/dist/bin/next";

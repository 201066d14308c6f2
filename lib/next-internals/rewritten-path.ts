// Relies on: the response header through which Next's server tells the App Router in the browser which path it
// rendered when it rewrote a navigation's request (NEXT_REWRITTEN_PATH_HEADER in
// next/dist/client/components/app-router-headers.js, read in next/dist/client/route-params.js). The server sends
// each page's request to its internal path (/sites/{host}/{locale}/…) and sets this header on RSC requests, so that
// the client reads the route's parameters from the rendered path, as it does after one of Next's own rewrites.
// When tests/contract/rewritten-path.test.ts fails: take the new header name from those files (or, if the client
// no longer reads one, find how it now learns the rendered path) and change the constant.

/** The header that names the internal path a navigation's request was rendered at. */
export const REWRITTEN_PATH_HEADER = "x-nextjs-rewritten-path";

// Relies on: the name of the cookie that `draftMode().enable()` sets and Next reads to serve a request in draft mode
// (COOKIE_NAME_PRERENDER_BYPASS in next/dist/server/api-utils/index.js; the draft-mode guide names it too). The
// preview gate (lib/publishing/preview-grant.ts) takes that cookie off a request that carries no valid preview grant
// for its host, so draft mode, whose cookie holds one value for every site, never shows one site's drafts on
// another's host. When tests/contract/draft-mode-cookie.test.ts fails: take the new name from that file.

/** The cookie whose presence (with the build's value) puts a request in Next's draft mode. */
export const DRAFT_MODE_COOKIE = "__prerender_bypass";

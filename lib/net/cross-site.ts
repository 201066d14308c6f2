/**
 * Whether a browser's write comes from a page of another host (CSRF): its Origin names another host than the
 * request's Host. No Origin: not a browser's request, so no ambient cookies to abuse.
 */
export function isCrossSite(origin: string | null | undefined, host: string | null | undefined): boolean {
  if (!origin) return false;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

/** A response that sets a cookie carries someone's state: no shared cache (CDN, proxy) may store it. */
export function keepCookiesPrivate<T extends { headers: Headers }>(response: T): T {
  if (response.headers.has("set-cookie")) response.headers.set("cache-control", "private, no-store");
  return response;
}

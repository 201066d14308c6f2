import "server-only";

const CLIENT_ADDRESS_HEADER = "x-client-address";
const RESOLVED = Symbol.for("sitebuilder.clientAddressResolved");

let warned = false;

/**
 * The caller's address for per-address rate limits, as lib/net/trust-forwarded.mjs resolved it from the
 * socket and the trusted proxy hops (TRUSTED_PROXY_HOPS). Without that preload the header could be the
 * client's own, so every caller then shares one "unknown" address: limits hold, if too tightly.
 */
export function clientIp(request: Request): string {
  if ((globalThis as Record<symbol, unknown>)[RESOLVED] !== true) {
    if (!warned) console.error("[api] the server was started without lib/net/trust-forwarded.mjs: per-address limits are shared");
    warned = true;
    return "unknown";
  }
  return request.headers.get(CLIENT_ADDRESS_HEADER) || "unknown";
}

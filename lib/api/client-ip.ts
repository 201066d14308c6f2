import "server-only";
import { clientAddress, trustedProxyHops } from "@/lib/net/client-address.mjs";
import { currentRequest } from "@/lib/server/request-context";

/**
 * The caller's address for per-address rate limits. Through the self-hosted server it is the one the server
 * resolved from the socket and the trusted proxy hops (TRUSTED_PROXY_HOPS). Elsewhere (a platform host) the
 * socket is the platform's, which appends the caller's address to X-Forwarded-For: the hops count from there,
 * and with none configured every caller shares one "unknown" address, so limits hold, if too tightly.
 */
export function clientIp(request: Request): string {
  const served = currentRequest();
  if (served) return served.clientAddress;
  const hops = trustedProxyHops();
  if (hops === 0) return "unknown";
  return clientAddress({ socketAddress: undefined, forwardedFor: request.headers.get("x-forwarded-for") ?? undefined, hops });
}

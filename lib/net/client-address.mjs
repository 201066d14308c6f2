// The address of the client behind a request, trusting X-Forwarded-For only as far as the configured
// number of proxy hops in front of this server (TRUSTED_PROXY_HOPS, default 0: nothing in front, so the
// socket's address is the client and every forwarded header is the client's own, untrusted, words).
// Plain JavaScript: the embedded Auth API imports it too. The self-hosted server (server/) resolves each request's
// address with it; route handlers read that (lib/api/client-ip.ts).
import { isIP } from "node:net";

export const TRUSTED_PROXY_HOPS_VARIABLE = "TRUSTED_PROXY_HOPS";

/** The configured number of trusted proxy hops; a missing or malformed value trusts none. */
export function trustedProxyHops(env = process.env) {
  const value = env[TRUSTED_PROXY_HOPS_VARIABLE]?.trim();
  if (!value) return 0;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) {
    throw new Error(`${TRUSTED_PROXY_HOPS_VARIABLE} must be a whole number from 0 to 10, got "${value}"`);
  }
  return hops;
}

function plainAddress(address) {
  const trimmed = address.trim().replace(/^\[(.*)\]$/, "$1");
  return trimmed.startsWith("::ffff:") && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
}

/**
 * Each trusted proxy appends the address it was called from, so the chain read from the right is
 * socket, then one entry per trusted hop: the client is the entry `hops` places left of the socket.
 * Entries further left were written by the client and are never used. A chain shorter than the
 * configured hops (a request that bypassed a proxy) gives its leftmost valid address.
 */
export function clientAddress({ socketAddress, forwardedFor, hops }) {
  const socket = socketAddress ? plainAddress(socketAddress) : "unknown";
  if (hops === 0) return socket;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? "");
  const chain = [...header.split(",").map(plainAddress).filter(Boolean), socket];
  const index = Math.max(0, chain.length - 1 - hops);
  const candidate = chain[index];
  return isIP(candidate) ? candidate : socket;
}

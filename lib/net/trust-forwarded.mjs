// Node preload for the Next.js server (`node --import ./lib/net/trust-forwarded.mjs …`, see
// scripts/next.ts): route handlers cannot see the socket, and Next.js keeps a client-sent
// X-Forwarded-For as it is, so this resolves the client's address where the socket is still known
// and hands it on as `x-client-address`, overwriting whatever the client sent under that name.
import { runFirstOnEveryRequest } from "./every-server.mjs";
import { clientAddress, trustedProxyHops } from "./client-address.mjs";

export const CLIENT_ADDRESS_HEADER = "x-client-address";

const hops = trustedProxyHops();

function resolveClientAddress(request) {
  request.headers[CLIENT_ADDRESS_HEADER] = clientAddress({
    socketAddress: request.socket.remoteAddress,
    forwardedFor: request.headers["x-forwarded-for"],
    hops,
  });
}

runFirstOnEveryRequest(resolveClientAddress);

// Read by lib/api/client-ip.ts: without this preload the header could be the client's own.
globalThis[Symbol.for("sitebuilder.clientAddressResolved")] = true;

// For the Node preloads of the Next.js server (scripts/next-server.ts): a request listener that runs first on
// every HTTP(S) server the process creates, before the framework's own reads the request.
import http from "node:http";
import https from "node:https";

export function runFirstOnEveryRequest(listener) {
  for (const transport of [http, https]) {
    const createServer = transport.createServer;
    transport.createServer = function (...args) {
      const server = createServer.apply(this, args);
      server.prependListener("request", listener);
      return server;
    };
  }
}

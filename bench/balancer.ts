import http from "node:http";

/**
 * The load balancer of `npm run bench:soak`: one port in front of several servers on this machine, each request to
 * the next server in turn. Like a production balancer it keeps its connections to the servers alive and appends the
 * address it was called from to X-Forwarded-For, so the servers behind it run with TRUSTED_PROXY_HOPS=1. A server
 * that cannot be reached answers 502. With one server it is a plain relay.
 */
export interface Balancer {
  port: number;
  close(): Promise<void>;
}

/** Headers that describe one connection, not the message: never passed on (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "te", "trailer", "transfer-encoding", "upgrade"]);

function endToEnd(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}

export async function startBalancer(upstreamPorts: number[], { port = 0, host }: { port?: number; host?: string } = {}): Promise<Balancer> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  let turn = 0;
  const server = http.createServer((request, response) => {
    const upstreamPort = upstreamPorts[turn++ % upstreamPorts.length]!;
    const forwardedFor = [request.headers["x-forwarded-for"], request.socket.remoteAddress].filter(Boolean).join(", ");
    const upstream = http.request(
      { host: "127.0.0.1", port: upstreamPort, method: request.method, path: request.url, headers: { ...endToEnd(request.headers), "x-forwarded-for": forwardedFor }, agent },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.headers));
        answer.pipe(response);
      },
    );
    upstream.on("error", () => {
      if (response.headersSent) response.destroy();
      else response.writeHead(502).end();
    });
    // A caller that hangs up takes its request to the server with it.
    response.on("close", () => {
      if (!response.writableFinished) upstream.destroy();
    });
    request.pipe(upstream);
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("the balancer has no TCP port");
  return {
    port: address.port,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

import { connect } from "node:net";

export interface RawResponse {
  status: number;
  headers: Record<string, string[]>;
  body: string;
}

/**
 * One HTTP/1.0 request written byte for byte (a browser or fetch would fix up the Host header), so the
 * server sees exactly what an attacker's client sends; `host` null sends none at all.
 */
export function rawRequest(
  port: number,
  { method = "GET", path, host, headers = {}, body }: { method?: string; path: string; host: string | null; headers?: Record<string, string>; body?: string },
): Promise<RawResponse> {
  const lines = [`${method} ${path} HTTP/1.0`];
  if (host !== null) lines.push(`Host: ${host}`);
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (body !== undefined) lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
  const request = Buffer.from(`${lines.join("\r\n")}\r\n\r\n${body ?? ""}`, "utf8");

  return new Promise((resolve, reject) => {
    // Written, not ended: a half-closed socket may be dropped before the answer; HTTP/1.0 closes after it.
    const socket = connect(port, "127.0.0.1", () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.setTimeout(20_000, () => socket.destroy(new Error(`no answer to ${method} ${path}`)));
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const split = text.indexOf("\r\n\r\n");
      const [statusLine, ...headerLines] = text.slice(0, split).split("\r\n");
      const headers: Record<string, string[]> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(":");
        const name = line.slice(0, colon).trim().toLowerCase();
        (headers[name] ??= []).push(line.slice(colon + 1).trim());
      }
      resolve({ status: Number(statusLine?.split(" ")[1]), headers, body: text.slice(split + 4) });
    });
  });
}

import type { IncomingMessage, ServerResponse } from "node:http";
import type { z } from "zod";
import { authErrors } from "./errors";

/** What a route answers: JSON, an empty 204, or a redirect; `headers` for the few that add some (pagination). */
export type Reply = { status: number; json?: unknown; location?: string; headers?: Record<string, string> };

export const json = (body: unknown, status = 200, headers?: Record<string, string>): Reply => ({ status, json: body, headers });
export const noContent = (): Reply => ({ status: 204 });
// GoTrue answers /verify with 303 so the browser follows with a GET.
export const redirect = (location: string): Reply => ({ status: 303, location });

const MAX_BODY_BYTES = 1024 * 1024;

/** The JSON body, or undefined when there is none; bad JSON is GoTrue's bad_json. */
export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer: Buffer = chunk;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw authErrors.validation("Request body too large");
    chunks.push(buffer);
  }
  const text = Buffer.concat(chunks).toString("utf8").trim();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw authErrors.badJson();
  }
}

/** Parses with zod; the first problem becomes GoTrue's validation_failed. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  const field = issue.path.join(".");
  throw authErrors.validation(field ? `${field}: ${issue.message}` : issue.message);
}

const ALLOWED_HEADERS = "apikey, authorization, content-type, x-client-info, x-supabase-api-version, x-retry-count";

/** The browser client calls from every site's own origin (http://acme.localhost:3000 …), so the Origin is echoed. */
export function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  if (!origin) return {};
  return {
    "access-control-allow-origin": origin,
    "access-control-allow-methods": "GET, POST, PUT, DELETE, OPTIONS",
    "access-control-allow-headers": ALLOWED_HEADERS,
    "access-control-max-age": "600",
    vary: "Origin",
  };
}

export function send(req: IncomingMessage, res: ServerResponse, reply: Reply): void {
  const headers: Record<string, string> = { ...corsHeaders(req), ...reply.headers, "cache-control": "no-store" };
  if (reply.location) headers.location = reply.location;
  if (reply.json === undefined) {
    res.writeHead(reply.status, headers).end();
    return;
  }
  headers["content-type"] = "application/json; charset=utf-8";
  res.writeHead(reply.status, headers).end(JSON.stringify(reply.json));
}

export function bearerToken(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization;
  if (!header || !/^bearer\s+/i.test(header)) return undefined;
  return header.replace(/^bearer\s+/i, "").trim() || undefined;
}

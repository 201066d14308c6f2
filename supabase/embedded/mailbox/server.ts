import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { z } from "zod";
import { toEmbeddedDb, type DatabaseHandle, type EmbeddedDb } from "../auth/db";
import { DEFAULT_FROM } from "../auth/send-email";
import { mailboxPage } from "./page";
import { deleteMessages, getMessage, insertMessage, listMessages } from "./store";

/** POST /api/messages: what the app's lib/email and anything else local posts instead of using SMTP. */
export const newMessageBody = z.object({
  from: z.string().trim().min(1).optional(),
  to: z.union([z.string().trim().min(1), z.array(z.string().trim().min(1)).min(1)]),
  subject: z.string(),
  text: z.string().default(""),
  html: z.string().nullish(),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_BODY_BYTES = 5 * 1024 * 1024;

export interface MailboxServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

type Reply = { status: number; json?: unknown; html?: string };

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer: Buffer = chunk;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new SyntaxError("body too large");
    chunks.push(buffer);
  }
  return JSON.parse(Buffer.concat(chunks).toString("utf8") || "null");
}

/** Longest outage POST /api/outage may ask for. */
const MAX_OUTAGE_SECONDS = 120;

async function handle(req: IncomingMessage, db: EmbeddedDb, stopFor: (seconds: number) => void): Promise<Reply> {
  const url = new URL(req.url ?? "/", "http://mailbox.local");
  // A mail server restarting, for the tests of the app's retries: the mailbox stops listening (connections are
  // refused, as from a stopped server) and listens again on the same port after the given seconds.
  if (url.pathname === "/api/outage" && req.method === "POST") {
    const seconds = Number(url.searchParams.get("seconds"));
    if (!Number.isInteger(seconds) || seconds < 1 || seconds > MAX_OUTAGE_SECONDS) {
      return { status: 400, json: { error: { code: "bad_request", message: `seconds must be a whole number from 1 to ${MAX_OUTAGE_SECONDS}` } } };
    }
    stopFor(seconds);
    return { status: 202, json: { stopped_for: seconds } };
  }
  const to = url.searchParams.get("to")?.trim() ?? "";
  if (url.pathname === "/" && req.method === "GET") {
    const id = url.searchParams.get("id") ?? "";
    const messages = await listMessages(db, { to: to || undefined });
    const selected = UUID.test(id) ? await getMessage(db, id) : messages[0];
    return { status: 200, html: mailboxPage(messages, selected, to) };
  }
  if (url.pathname === "/api/messages") {
    if (req.method === "GET") return { status: 200, json: await listMessages(db, { to: to || undefined }) };
    if (req.method === "DELETE") return { status: 200, json: { deleted: await deleteMessages(db, { to: to || undefined }) } };
    if (req.method === "POST") {
      let body: unknown;
      try {
        body = await readJson(req);
      } catch {
        return { status: 400, json: { error: { code: "bad_json", message: "The body is not JSON" } } };
      }
      const parsed = newMessageBody.safeParse(body);
      if (!parsed.success) {
        const fields = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]));
        return { status: 400, json: { error: { code: "validation_failed", message: "Invalid message", fields } } };
      }
      const { from, to: recipients, ...rest } = parsed.data;
      const message = await insertMessage(db, {
        ...rest,
        from: from ?? DEFAULT_FROM,
        to: Array.isArray(recipients) ? recipients.join(", ") : recipients,
      });
      return { status: 201, json: message };
    }
    return { status: 405, json: { error: { code: "method_not_allowed", message: "Method not allowed" } } };
  }
  const single = /^\/api\/messages\/([^/]+)$/.exec(url.pathname);
  if (single && req.method === "GET") {
    const message = UUID.test(single[1]) ? await getMessage(db, single[1]) : undefined;
    return message ? { status: 200, json: message } : { status: 404, json: { error: { code: "not_found", message: "No such message" } } };
  }
  return { status: 404, json: { error: { code: "not_found", message: "Not found" } } };
}

function send(res: ServerResponse, reply: Reply): void {
  if (reply.html !== undefined) {
    res
      .writeHead(reply.status, {
        "content-type": "text/html; charset=utf-8",
        // Mail bodies are untrusted: no script runs on this page, and the HTML part renders in a sandbox.
        "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; form-action 'self'",
        "cache-control": "no-store",
      })
      .end(reply.html);
    return;
  }
  res.writeHead(reply.status, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" });
  res.end(JSON.stringify(reply.json));
}

/** The local mailbox: a page to read mail, and a JSON API for the app, the auth server and tests. */
export async function startMailboxServer(options: { db: DatabaseHandle; port: number; host?: string }): Promise<MailboxServer> {
  const host = options.host ?? "127.0.0.1";
  const db = toEmbeddedDb(options.db);
  const server: Server = createServer((req, res) => {
    handle(req, db, stopFor).then(
      (reply) => send(res, reply),
      (error) => {
        console.error("[mailbox] unexpected error:", error);
        if (!res.headersSent) send(res, { status: 500, json: { error: { code: "internal", message: "Mailbox failure" } } });
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, host, () => resolve());
  });
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("the mailbox is not listening on TCP");
  const port = address.port;
  let closed = false;
  function stopFor(seconds: number) {
    // After the answer is out: closing drops every connection, the one that asked included.
    setImmediate(() => {
      server.close();
      server.closeAllConnections();
      setTimeout(() => {
        if (!closed) server.listen(port, host);
      }, seconds * 1000).unref();
    });
  }
  return {
    url: `http://${host}:${address.port}`,
    port: address.port,
    close: () =>
      new Promise((resolve) => {
        closed = true;
        if (!server.listening) return resolve();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

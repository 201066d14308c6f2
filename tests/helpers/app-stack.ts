// The app's route handlers against the real embedded auth API and a seeded database on the Postgres wire:
// what the API tests share. Route modules read their configuration when imported, so import them after
// startAppStack() has set the environment.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { withWholeBatches } from "@/supabase/embedded/whole-batches";
import { startAuthStack, type AuthStack } from "./auth-stack";
import { startEmailWorker, stopEmailWorker } from "./email-worker";
import { freePort } from "./free-port";
import { startWireMailbox, type WireMailbox } from "./wire-mailbox";

export interface AppStack {
  auth: AuthStack;
  /** Mail to an address from the mailbox the app sends to, once the app's emails to it left the queue. */
  mailTo: WireMailbox["mailTo"];
  /** Signs in through supabase-js and returns the access token. */
  signIn(email: string, password: string): Promise<string>;
  /** Stops serving the database (an outage): the auth API keeps running, the app's queries fail. */
  stopDatabase(): Promise<void>;
  close(): Promise<void>;
}

const randomOctet = () => Math.floor(Math.random() * 250);

/**
 * `emailConfirmation`: Auth asks new accounts to confirm their address first (off by default, as in development).
 * `emailWorker`: the app's emails are delivered (tests/helpers/email-worker.ts), for tests that read the mailbox.
 */
export async function startAppStack({ emailConfirmation = false, emailWorker = false }: { emailConfirmation?: boolean; emailWorker?: boolean } = {}): Promise<AppStack> {
  // As behind one trusted proxy on a platform host: each request's address is the last X-Forwarded-For entry (a
  // random one per request here, see apiRequest), so per-address limits never trip.
  process.env.TRUSTED_PROXY_HOPS = "1";
  // Storage keeps its files on disk: each stack its own folder, removed on close.
  const storageRoot = await mkdtemp(path.join(tmpdir(), "app-stack-storage-"));
  const auth = await startAuthStack({ storageRoot, emailConfirmation });
  const port = await freePort();
  const socket = new PGLiteSocketServer({ db: withWholeBatches(auth.db), host: "127.0.0.1", port, maxConnections: 20 });
  await socket.start();
  process.env.DATABASE_URL = `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`;
  process.env.NEXT_PUBLIC_SUPABASE_URL = auth.url;
  const mailbox = await startWireMailbox(process.env.DATABASE_URL);
  process.env.MAILBOX_URL = mailbox.url;
  if (emailWorker) await startEmailWorker();
  return {
    auth,
    mailTo: mailbox.mailTo,
    async signIn(email, password) {
      // Each sign-in from its own address, so the auth server's per-IP limits never trip.
      const client = auth.client({ ip: `10.6.${randomOctet()}.${randomOctet()}` });
      const { data, error } = await client.auth.signInWithPassword({ email, password });
      if (error || !data.session) throw error ?? new Error("no session");
      return data.session.access_token;
    },
    async stopDatabase() {
      await socket.stop();
    },
    async close() {
      await stopEmailWorker();
      await mailbox.close();
      const { getPool } = await import("@/lib/db/pool");
      await getPool().end();
      await socket.stop();
      await auth.stop();
      await rm(storageRoot, { recursive: true, force: true });
    },
  };
}

export interface ApiRequestInit {
  method?: string;
  body?: unknown;
  token?: string;
  cookie?: string;
  origin?: string;
}

/** A Request as a browser on `host` would send it (a string body is sent as is, to test malformed JSON). */
export function apiRequest(host: string, path: string, init: ApiRequestInit = {}): Request {
  const headers: Record<string, string> = { host, "x-forwarded-for": `10.9.${randomOctet()}.${randomOctet()}` };
  // A FormData body sets its own multipart content type.
  if (init.body !== undefined && !(init.body instanceof FormData)) headers["content-type"] = "application/json";
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.cookie) headers.cookie = init.cookie;
  if (init.origin) headers.origin = init.origin;
  return new Request(`http://${host}${path}`, {
    method: init.method ?? "GET",
    headers,
    body: init.body === undefined ? undefined : typeof init.body === "string" || init.body instanceof FormData ? init.body : JSON.stringify(init.body),
  });
}

// The embedded Auth API and mailbox started in-process on random ports, over a migrated and seeded in-memory
// PGlite, and the real supabase-js client pointed at them.
import type { PGlite } from "@electric-sql/pglite";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from "@/supabase/embedded/auth/keys";
import { startAuthServer, type AuthServer, type AuthServerOptions } from "@/supabase/embedded/auth/server";
import { applyAuthSchema } from "@/supabase/embedded/database";
import { startMailboxServer, type MailboxServer } from "@/supabase/embedded/mailbox/server";
import type { MailboxMessage } from "@/supabase/embedded/mailbox/store";
import { createSeededPglite } from "./db";

// Node 20 has no global WebSocket and supabase-js builds its realtime client in createClient; the app's
// stand-in transport (lib/supabase/no-realtime.ts) serves the tests too.
import { NoRealtimeTransport } from "@/lib/supabase/no-realtime";

export const TEST_SITE_URL = "http://localhost:3000";

export interface ClientOptions {
  flowType?: "implicit" | "pkce";
  /**
   * Sent as X-Forwarded-For, so each test has its own rate-limit bucket: the stack trusts one proxy hop
   * unless told otherwise, and the test stands in for that proxy.
   */
  ip?: string;
}

export interface AuthStack {
  /** The project URL supabase-js takes (the auth server answers under /auth/v1). */
  url: string;
  mailboxUrl: string;
  db: PGlite;
  auth: AuthServer;
  client(options?: ClientOptions): SupabaseClient;
  /** Mail to an address, newest first, as the mailbox's JSON API lists it. */
  mailTo(address: string): Promise<MailboxMessage[]>;
  /** The newest mail's verify link and token hash. */
  lastLink(address: string): Promise<{ link: string; tokenHash: string; message: MailboxMessage }>;
  stop(): Promise<void>;
}

export async function startAuthStack(options: Partial<Omit<AuthServerOptions, "db" | "port">> = {}): Promise<AuthStack> {
  const db = await createSeededPglite();
  await applyAuthSchema(db);
  const auth = await startAuthServer({ db, port: 0, siteUrl: TEST_SITE_URL, trustedProxyHops: 1, ...options });
  const mailbox: MailboxServer = await startMailboxServer({ db, port: 0 });

  const mailTo = async (address: string): Promise<MailboxMessage[]> => {
    const response = await fetch(`${mailbox.url}/api/messages?to=${encodeURIComponent(address)}`);
    if (!response.ok) throw new Error(`mailbox answered ${response.status}`);
    return response.json();
  };

  return {
    url: auth.url,
    mailboxUrl: mailbox.url,
    db,
    auth,
    client: ({ flowType = "implicit", ip }: ClientOptions = {}) =>
      createClient(auth.url, LOCAL_ANON_KEY, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, flowType },
        global: ip ? { headers: { "X-Forwarded-For": ip } } : undefined,
        realtime: { transport: NoRealtimeTransport },
      }),
    mailTo,
    async lastLink(address) {
      const [message] = await mailTo(address);
      if (!message) throw new Error(`no mail to ${address}`);
      const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(message.text)?.[0];
      const tokenHash = /^token_hash: (\S+)$/m.exec(message.text)?.[1];
      if (!link || !tokenHash) throw new Error(`no link in the mail "${message.subject}"`);
      return { link, tokenHash, message };
    },
    async stop() {
      await auth.close();
      await mailbox.close();
      await db.close();
    },
  };
}

/** A fresh address per test, so tests never see each other's accounts or mail. */
export function uniqueEmail(label: string): string {
  return `${label}-${Math.random().toString(36).slice(2, 10)}@example.test`;
}

/** Opens an email link without following its redirect, and returns where it points. */
export async function followLink(link: string): Promise<{ status: number; location: URL }> {
  const response = await fetch(link, { redirect: "manual" });
  const location = response.headers.get("location");
  if (!location) throw new Error(`no redirect from ${link} (${response.status})`);
  return { status: response.status, location: new URL(location) };
}

/** POST /token?grant_type=password as a bare request, to see GoTrue's raw answer and set X-Forwarded-For. */
export function passwordGrant(
  url: string,
  input: { email: string; password: string; forwardedFor?: string },
): Promise<Response> {
  const headers: Record<string, string> = { apikey: LOCAL_ANON_KEY, "content-type": "application/json" };
  if (input.forwardedFor) headers["x-forwarded-for"] = input.forwardedFor;
  return fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email: input.email, password: input.password }),
  });
}

/** supabase-js's admin API (`auth.admin`), as a server holding the service-role key calls it; another key to see it refused. */
export function adminAuth(url: string, key: string = LOCAL_SERVICE_ROLE_KEY): SupabaseClient["auth"]["admin"] {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoRealtimeTransport },
  }).auth.admin;
}

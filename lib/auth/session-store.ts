"use client";

import type { Session, SupabaseClient } from "@supabase/supabase-js";
import { hasSessionCookie } from "./session-cookie";

/**
 * The browser's one Supabase client and the session it reports, shared by every island. The client
 * (supabase-js, the largest package a visitor could download) loads on demand: when a session cookie
 * is present, or when a login, register, reset or account view asks for it. A visitor without a
 * session cookie is signed out at once and never downloads it.
 */
type SessionSnapshot = Session | null | undefined;

let session: SessionSnapshot = undefined;
let client: Promise<SupabaseClient> | null = null;
let started = false;
const listeners = new Set<() => void>();

function publish(next: Session | null) {
  session = next;
  for (const listener of listeners) listener();
}

/** The browser client, fetched and created on first call; from then on it reports session changes here. */
export function loadSupabaseClient(): Promise<SupabaseClient> {
  if (client) return client;
  client = import("@/lib/supabase/browser").then(({ getSupabaseBrowserClient }) => {
    const supabase = getSupabaseBrowserClient();
    supabase.auth.onAuthStateChange((_event, next) => publish(next));
    supabase.auth
      .getSession()
      .then(({ data }) => publish(data.session))
      .catch((error: unknown) => {
        // Spec §8: auth session errors are logged and treated as signed out.
        console.error("[auth] session error:", error);
        publish(null);
      });
    return supabase;
  });
  client.catch((error: unknown) => {
    // The chunk did not arrive (offline): signed out for now, and the next call tries again.
    console.error("[auth] the auth client failed to load:", error);
    client = null;
    if (session === undefined) publish(null);
  });
  return client;
}

function start() {
  if (started) return;
  started = true;
  if (hasSessionCookie(document.cookie)) void loadSupabaseClient();
  else publish(null);
  // A sign-in in another tab writes the cookie: this tab follows when the visitor comes back to it.
  document.addEventListener("visibilitychange", () => {
    if (!client && document.visibilityState === "visible" && hasSessionCookie(document.cookie)) void loadSupabaseClient();
  });
}

export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  start();
  return () => listeners.delete(listener);
}

export function currentSession(): SessionSnapshot {
  return session;
}

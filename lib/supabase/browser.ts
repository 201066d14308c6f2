"use client";

import { createBrowserClient } from "@supabase/ssr";
import type { SupabaseClient } from "@supabase/supabase-js";
import { publicEnv } from "@/lib/env/public-env";

let client: SupabaseClient | undefined;

/** One browser client per tab; the session lives in cookies on the site's own host. */
export function getSupabaseBrowserClient(): SupabaseClient {
  client ??= createBrowserClient(publicEnv.supabaseUrl, publicEnv.supabaseAnonKey, {
    cookieOptions: { sameSite: "lax", secure: window.location.protocol === "https:", path: "/" },
  });
  return client;
}

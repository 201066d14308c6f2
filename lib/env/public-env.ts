/**
 * Browser-visible configuration. Unset, it points at the embedded stack (the ports of
 * `supabase start`) with its local publishable key.
 */

/** The embedded stack's publishable key (fixed: the stack listens only on 127.0.0.1). */
export const LOCAL_ANON_KEY = "sb_publishable_embedded_local_anon_key";

export const LOCAL_SUPABASE_URL = "http://127.0.0.1:54321";

export const publicEnv = {
  supabaseUrl: process.env.NEXT_PUBLIC_SUPABASE_URL || LOCAL_SUPABASE_URL,
  supabaseAnonKey: process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY || LOCAL_ANON_KEY,
};

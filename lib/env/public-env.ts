/**
 * Browser-visible configuration. Unset, it points at the embedded stack (the ports of
 * `supabase start`) with its local publishable key.
 */
import { LOCAL_ANON_KEY } from "@/supabase/embedded/auth/keys";

export const LOCAL_SUPABASE_URL = "http://127.0.0.1:54321";

export const publicEnv = {
  supabaseUrl: process.env.NEXT_PUBLIC_SUPABASE_URL || LOCAL_SUPABASE_URL,
  supabaseAnonKey: process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY || LOCAL_ANON_KEY,
};

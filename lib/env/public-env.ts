/**
 * Browser-visible configuration. Unset, it points at the embedded stack (the ports of
 * `supabase start`) with its local publishable key.
 */
import { LOCAL_ANON_KEY, LOCAL_SUPABASE_URL } from "./local-stack";

export const publicEnv = {
  supabaseUrl: process.env.NEXT_PUBLIC_SUPABASE_URL || LOCAL_SUPABASE_URL,
  supabaseAnonKey: process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY || LOCAL_ANON_KEY,
};

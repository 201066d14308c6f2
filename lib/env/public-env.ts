/**
 * Browser-visible configuration, inlined into the server and browser bundles by `next build`. Unset outside
 * production, it points at the embedded stack (the ports of `supabase start`) with its local publishable key; in
 * production it has no fallback, so a build made without them stops instead of shipping the local stack's address.
 */
import { InvalidEnvironmentError } from "./invalid-environment-error";
import { LOCAL_ANON_KEY, LOCAL_SUPABASE_URL } from "./local-stack";

function publicVariable(name: string, value: string | undefined, local: string): string {
  if (value) return value;
  if (process.env.NODE_ENV === "production") throw new InvalidEnvironmentError([`${name} is required in production`]);
  return local;
}

// Each variable is spelled out in full: Next inlines only literal `process.env.NEXT_PUBLIC_…` reads.
export const publicEnv = {
  supabaseUrl: publicVariable("NEXT_PUBLIC_SUPABASE_URL", process.env.NEXT_PUBLIC_SUPABASE_URL, LOCAL_SUPABASE_URL),
  supabaseAnonKey: publicVariable("NEXT_PUBLIC_SUPABASE_ANON_KEY", process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY, LOCAL_ANON_KEY),
};

import { afterEach, describe, expect, it, vi } from "vitest";
import { LOCAL_ANON_KEY, LOCAL_SUPABASE_URL } from "@/lib/env/local-stack";

/** public-env.ts as a bundle built with this environment would evaluate it. */
async function loadPublicEnv(env: Record<string, string>) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
  return (await import("@/lib/env/public-env")).publicEnv;
}

describe("publicEnv", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("points at the embedded stack outside production", async () => {
    const env = await loadPublicEnv({ NODE_ENV: "development", NEXT_PUBLIC_SUPABASE_URL: "", NEXT_PUBLIC_SUPABASE_ANON_KEY: "" });
    expect(env).toEqual({ supabaseUrl: LOCAL_SUPABASE_URL, supabaseAnonKey: LOCAL_ANON_KEY });
  });

  it("stops a production build made without the Supabase URL instead of shipping the local stack's", async () => {
    await expect(loadPublicEnv({ NODE_ENV: "production", NEXT_PUBLIC_SUPABASE_URL: "", NEXT_PUBLIC_SUPABASE_ANON_KEY: "key" })).rejects.toThrow(
      "Invalid environment: NEXT_PUBLIC_SUPABASE_URL is required in production",
    );
  });

  it("reads what production sets", async () => {
    const env = await loadPublicEnv({ NODE_ENV: "production", NEXT_PUBLIC_SUPABASE_URL: "https://abc.supabase.co", NEXT_PUBLIC_SUPABASE_ANON_KEY: "key" });
    expect(env).toEqual({ supabaseUrl: "https://abc.supabase.co", supabaseAnonKey: "key" });
  });
});

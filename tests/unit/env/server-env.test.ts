import { describe, expect, it } from "vitest";
import { LOCAL_ANON_KEY, LOCAL_DATABASE_URL, LOCAL_MAILBOX_URL, LOCAL_SUPABASE_URL } from "@/lib/env/local-stack";
import { checkServerEnv, InvalidEnvironmentError, readServerEnv } from "@/lib/env/server-env";

/** A production environment with everything the server needs. */
function productionEnv(overrides: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  return {
    NODE_ENV: "production",
    DATABASE_URL: "postgresql://site_app.abc:secret@aws-0-eu-central-1.pooler.supabase.com:6543/postgres",
    NEXT_PUBLIC_SUPABASE_URL: "https://abc.supabase.co",
    NEXT_PUBLIC_SUPABASE_ANON_KEY: "sb_publishable_abc",
    SUPABASE_SERVICE_ROLE_KEY: "sb_secret_abc",
    SMTP_URL: "smtps://user:password@smtp.example.com:465",
    SMTP_FROM: "Acme <no-reply@example.com>",
    ...overrides,
  };
}

/** The message checkServerEnv stops a start with. */
function problemsOf(source: Record<string, string | undefined>): string {
  try {
    checkServerEnv(source);
  } catch (error) {
    if (error instanceof InvalidEnvironmentError) return error.message;
    throw error;
  }
  throw new Error("the environment was accepted");
}

describe("in production", () => {
  it("refuses an empty environment with one line naming every missing variable", () => {
    const message = problemsOf({ NODE_ENV: "production" });
    expect(message).not.toContain("\n");
    expect(message).toMatch(/^Invalid environment: DATABASE_URL is required in production; /);
    for (const variable of ["NEXT_PUBLIC_SUPABASE_URL", "NEXT_PUBLIC_SUPABASE_ANON_KEY", "SUPABASE_SERVICE_ROLE_KEY", "SMTP_URL or MAILBOX_URL"]) {
      expect(message).toContain(`${variable} is required in production`);
    }
  });

  it("names a missing DATABASE_URL alone when everything else is set", () => {
    expect(problemsOf(productionEnv({ DATABASE_URL: undefined }))).toBe("Invalid environment: DATABASE_URL is required in production");
  });

  it("counts a blank value as missing", () => {
    expect(problemsOf(productionEnv({ DATABASE_URL: "  " }))).toContain("DATABASE_URL is required in production");
  });

  it("never falls back to the local stack or its superuser", () => {
    expect(() => readServerEnv({ NODE_ENV: "production" })).toThrow(InvalidEnvironmentError);
    const env = readServerEnv(productionEnv({ SMTP_URL: undefined, SMTP_FROM: undefined, MAILBOX_URL: "https://mailbox.example.com" }));
    expect(Object.values(env).join(" ")).not.toMatch(/127\.0\.0\.1|postgres:postgres/);
    expect(env.NEXT_PUBLIC_SUPABASE_ANON_KEY).not.toBe(LOCAL_ANON_KEY);
  });

  it("accepts a complete environment and reads it as given", () => {
    const env = readServerEnv(productionEnv({ REDIS_URL: "rediss://cache.example.com:6380", TRUSTED_PROXY_HOPS: "1" }));
    expect(env.DATABASE_URL).toBe(productionEnv().DATABASE_URL);
    expect(env.SUPABASE_URL).toBe("https://abc.supabase.co");
    expect(env.TRUSTED_PROXY_HOPS).toBe(1);
    expect(env.MAILBOX_URL).toBeUndefined();
  });

  it("needs a sender for SMTP, which otherwise would be no-reply@localhost", () => {
    expect(problemsOf(productionEnv({ SMTP_FROM: undefined }))).toBe("Invalid environment: SMTP_FROM is required in production with SMTP_URL");
  });

  it("lets `next build` through with only the variables it bakes into the browser bundle", () => {
    const building = { NODE_ENV: "production", NEXT_PHASE: "phase-production-build" };
    expect(problemsOf(building)).toBe(
      "Invalid environment: NEXT_PUBLIC_SUPABASE_URL is required in production; NEXT_PUBLIC_SUPABASE_ANON_KEY is required in production",
    );
    expect(() => checkServerEnv({ ...building, NEXT_PUBLIC_SUPABASE_URL: "https://abc.supabase.co", NEXT_PUBLIC_SUPABASE_ANON_KEY: "key" })).not.toThrow();
  });
});

describe("outside production", () => {
  it.each([{}, { NODE_ENV: "development" }, { NODE_ENV: "test" }])("points an unset environment (%j) at the embedded stack", (source) => {
    const env = readServerEnv(source);
    expect(env).toMatchObject({
      DATABASE_URL: LOCAL_DATABASE_URL,
      NEXT_PUBLIC_SUPABASE_URL: LOCAL_SUPABASE_URL,
      NEXT_PUBLIC_SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
      SUPABASE_URL: LOCAL_SUPABASE_URL,
      MAILBOX_URL: LOCAL_MAILBOX_URL,
      DATABASE_POOL_SIZE: 10,
      TRUSTED_PROXY_HOPS: 0,
    });
    expect(() => checkServerEnv(source)).not.toThrow();
  });

  it("prefers what is set to the local stack", () => {
    const url = "postgresql://postgres.abc:secret@aws-0-eu-central-1.pooler.supabase.com:6543/postgres";
    expect(readServerEnv({ DATABASE_URL: url }).DATABASE_URL).toBe(url);
    expect(readServerEnv({ NEXT_PUBLIC_SUPABASE_URL: "https://abc.supabase.co" }).SUPABASE_URL).toBe("https://abc.supabase.co");
  });
});

describe("malformed values", () => {
  it.each([
    ["DATABASE_URL", "not a url", "must be a postgres:// or postgresql:// URL with a host"],
    ["DATABASE_URL", "mysql://localhost/db", "must be a postgres:// or postgresql:// URL with a host"],
    ["DATABASE_URL", "postgres://", "must be a postgres:// or postgresql:// URL with a host"],
    ["DATABASE_URL", "http://127.0.0.1:54322/postgres", "must be a postgres:// or postgresql:// URL with a host"],
    ["NEXT_PUBLIC_SUPABASE_URL", "abc", "must be an http:// or https:// URL"],
    ["DATABASE_POOL_SIZE", "0", "must be a whole number from 1 to 100"],
    ["REDIS_URL", "http://cache:6379", "must be a redis:// or rediss:// URL"],
    ["TRUSTED_PROXY_HOPS", "11", "must be a whole number from 0 to 10"],
    ["TRUSTED_PROXY_HOPS", "-1", "must be a whole number from 0 to 10"],
    ["TRUSTED_PROXY_HOPS", "one", "must be a whole number from 0 to 10"],
    ["SMTP_URL", "mail.example.com", "must be an smtp:// or smtps:// URL"],
    ["LOG_LEVEL", "loud", "must be one of fatal, error, warn, info, debug, trace, silent"],
    ["OTEL_EXPORTER_OTLP_ENDPOINT", "collector:4318", "must be an http:// or https:// URL"],
    ["PORT", "3000x", "must be a whole number from 0 to 65535"],
    ["HOSTNAME", "two words", "must be a host name or an IP address"],
  ])("names %s=%j and why, in every mode", (variable, value, why) => {
    expect(problemsOf({ [variable]: value })).toBe(`Invalid environment: ${variable} ${why}`);
    expect(problemsOf(productionEnv({ [variable]: value }))).toBe(`Invalid environment: ${variable} ${why}`);
  });

  it("names every bad variable at once", () => {
    expect(problemsOf({ DATABASE_URL: "mysql://db/site", REDIS_URL: "cache", PORT: "http" })).toBe(
      "Invalid environment: DATABASE_URL must be a postgres:// or postgresql:// URL with a host; REDIS_URL must be a redis:// or rediss:// URL; PORT must be a whole number from 0 to 65535",
    );
  });

  it("never repeats a value, which may hold a password", () => {
    expect(problemsOf({ DATABASE_URL: "postgres//site_app:hunter2@db" })).not.toContain("hunter2");
  });

  it("asks for LiveKit's three settings together", () => {
    expect(problemsOf({ LIVEKIT_URL: "wss://video.example.com" })).toBe(
      "Invalid environment: LIVEKIT_URL, LIVEKIT_API_KEY and LIVEKIT_API_SECRET must be set together",
    );
  });
});

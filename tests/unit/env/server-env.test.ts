import { describe, expect, it } from "vitest";
import { LOCAL_DATABASE_URL, readServerEnv } from "@/lib/env/server-env";

describe("readServerEnv", () => {
  it("defaults to the local stack's address", () => {
    expect(readServerEnv({}).DATABASE_URL).toBe(LOCAL_DATABASE_URL);
  });

  it("accepts a Supabase pooler URL", () => {
    const url = "postgresql://postgres.abc:secret@aws-0-eu-central-1.pooler.supabase.com:6543/postgres";
    expect(readServerEnv({ DATABASE_URL: url }).DATABASE_URL).toBe(url);
  });

  it.each(["not a url", "mysql://localhost/db", "postgres://", "http://127.0.0.1:54322/postgres"])(
    "rejects %j with a message naming DATABASE_URL",
    (value) => {
      expect(() => readServerEnv({ DATABASE_URL: value })).toThrow(/DATABASE_URL/);
    },
  );

  it("reads Storage's address from NEXT_PUBLIC_SUPABASE_URL as the server finds it, the local stack's by default", () => {
    expect(readServerEnv({}).SUPABASE_URL).toBe("http://127.0.0.1:54321");
    expect(readServerEnv({ NEXT_PUBLIC_SUPABASE_URL: "https://abc.supabase.co" }).SUPABASE_URL).toBe("https://abc.supabase.co");
    expect(() => readServerEnv({ NEXT_PUBLIC_SUPABASE_URL: "abc" })).toThrow(/SUPABASE_URL/);
  });
});

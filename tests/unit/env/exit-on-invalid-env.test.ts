import { afterEach, describe, expect, it, vi } from "vitest";
import { exitOnInvalidEnv } from "@/lib/env/exit-on-invalid-env";

describe("exitOnInvalidEnv", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it("stops a production start without DATABASE_URL with exit code 1 and one line naming it", () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("DATABASE_URL", "");
    vi.stubEnv("NEXT_PUBLIC_SUPABASE_URL", "https://abc.supabase.co");
    vi.stubEnv("NEXT_PUBLIC_SUPABASE_ANON_KEY", "sb_publishable_abc");
    vi.stubEnv("SUPABASE_SERVICE_ROLE_KEY", "sb_secret_abc");
    vi.stubEnv("MAILBOX_URL", "https://mailbox.example.com");
    const exit = vi.spyOn(process, "exit").mockImplementation(() => undefined as never);
    const printed = vi.spyOn(console, "error").mockImplementation(() => {});
    exitOnInvalidEnv();
    expect(exit).toHaveBeenCalledWith(1);
    expect(printed.mock.calls).toEqual([["Invalid environment: DATABASE_URL is required in production"]]);
  });

  it("lets a development start through with nothing set", () => {
    vi.stubEnv("NODE_ENV", "development");
    for (const name of ["DATABASE_URL", "NEXT_PUBLIC_SUPABASE_URL", "NEXT_PUBLIC_SUPABASE_ANON_KEY", "MAILBOX_URL"]) vi.stubEnv(name, "");
    const exit = vi.spyOn(process, "exit").mockImplementation(() => undefined as never);
    exitOnInvalidEnv();
    expect(exit).not.toHaveBeenCalled();
  });
});

import { describe, expect, it } from "vitest";
import { linkEmail } from "@/supabase/embedded/auth/emails";

const input = {
  type: "recovery" as const,
  to: "ana@acme.test",
  verifyUrl: "http://127.0.0.1:54321/auth/v1/verify?token=abc&type=recovery&redirect_to=http%3A%2F%2Facme.localhost%3A3000%2Fes%2Freset-password",
  tokenHash: "f".repeat(64),
  redirectTo: "http://acme.localhost:3000/es/reset-password?from=mail",
};

describe("linkEmail", () => {
  it("names the mail as GoTrue does", () => {
    expect(linkEmail(input).subject).toBe("Reset your password");
    expect(linkEmail({ ...input, type: "signup" }).subject).toBe("Confirm your signup");
  });

  it("carries the verify link and, for a server-rendered confirm page, the token hash", () => {
    const { text } = linkEmail(input);
    expect(text).toContain(input.verifyUrl);
    expect(text).toContain(`token_hash: ${input.tokenHash}`);
    const confirm = new URL(/http:\/\/acme\.localhost:3000\/auth\/confirm\S+/.exec(text)![0]);
    expect(Object.fromEntries(confirm.searchParams)).toEqual({
      token_hash: input.tokenHash,
      type: "recovery",
      next: "/es/reset-password?from=mail",
    });
  });

  it("escapes the links in the HTML part", () => {
    const { html } = linkEmail(input);
    expect(html).toContain("token=abc&#38;type=recovery");
    expect(html).not.toMatch(/href="[^"]*&type/);
  });
});

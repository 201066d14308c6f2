// Password guessing at POST /token: answers that do not tell which accounts exist, and limits that slow a
// guesser without letting one lock the owner out.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEFAULT_RATE_LIMITS } from "@/supabase/embedded/auth/rate-limit";
import { SEED, SEED_PASSWORDS } from "@/tests/helpers/seed-ids";
import { passwordGrant, startAuthStack, uniqueEmail, type AuthStack } from "@/tests/helpers/auth-stack";

// Counts the server's password verifications, running the real ones.
const argon2 = vi.hoisted(() => ({ verify: vi.fn() }));
vi.mock("@node-rs/argon2", async (importOriginal) => {
  const original = await importOriginal<typeof import("@node-rs/argon2")>();
  argon2.verify.mockImplementation(original.verify);
  return { ...original, verify: argon2.verify };
});

let stack: AuthStack;
beforeAll(async () => {
  stack = await startAuthStack();
});
afterAll(() => stack?.stop());

/** How many password verifications one request cost. */
async function verificationsFor(request: () => Promise<Response>): Promise<number> {
  argon2.verify.mockClear();
  const response = await request();
  expect(await response.json()).toMatchObject({ code: 400, error_code: "invalid_credentials" });
  return argon2.verify.mock.calls.length;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function millisecondsFor(request: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  await (await request()).arrayBuffer();
  return performance.now() - started;
}

describe("an unknown address", () => {
  it("costs one password verification, as a wrong password does", async () => {
    const forwardedFor = "10.20.0.1";
    const unknown = () => passwordGrant(stack.url, { email: uniqueEmail("nobody"), password: "Guess1234", forwardedFor });
    const wrong = () => passwordGrant(stack.url, { email: SEED.acme.admin.email, password: "Guess1234", forwardedFor });
    expect(await verificationsFor(unknown)).toBe(1);
    expect(await verificationsFor(wrong)).toBe(1);
  });

  it("costs one password verification for an account without a password too", async () => {
    const email = uniqueEmail("passwordless");
    expect((await stack.client({ ip: "10.20.0.2" }).auth.signUp({ email, password: "Secret123" })).error).toBeNull();
    await stack.db.query("update auth.users set encrypted_password = null where email = $1", [email]);
    const request = () => passwordGrant(stack.url, { email, password: "Secret123", forwardedFor: "10.20.0.2" });
    expect(await verificationsFor(request)).toBe(1);
  });

  it("is answered about as slowly as a wrong password", async () => {
    const unknown: number[] = [];
    const wrong: number[] = [];
    for (let i = 0; i < 5; i++) {
      const forwardedFor = `10.20.1.${i}`;
      unknown.push(await millisecondsFor(() => passwordGrant(stack.url, { email: uniqueEmail("nobody"), password: "Guess1234", forwardedFor })));
      wrong.push(await millisecondsFor(() => passwordGrant(stack.url, { email: SEED.acme.customer.email, password: "Guess1234", forwardedFor })));
    }
    expect(median(unknown)).toBeGreaterThanOrEqual(0.5 * median(wrong));
  });
});

describe("failed guesses", () => {
  const limit = DEFAULT_RATE_LIMITS.signInFailuresPerIpAndEmail;
  const owner = { email: SEED.northwind.customer.email, password: SEED_PASSWORDS.customer };

  it("limit the guessing address for that account, but never lock the owner out from another", async () => {
    const guesser = "203.0.113.66";
    for (let i = 0; i < limit.max; i++) {
      const response = await passwordGrant(stack.url, { email: owner.email, password: `Guess${i}abcD`, forwardedFor: guesser });
      expect(response.status).toBe(400);
    }

    const fromOwner = await passwordGrant(stack.url, { ...owner, forwardedFor: "198.51.100.10" });
    expect(fromOwner.status).toBe(200);
    expect(await fromOwner.json()).toMatchObject({ access_token: expect.any(String), user: { email: owner.email } });

    const fromGuesser = await passwordGrant(stack.url, { ...owner, forwardedFor: guesser });
    expect(fromGuesser.status).toBe(429);
    expect(await fromGuesser.json()).toEqual({
      code: 429,
      error_code: "over_request_rate_limit",
      msg: "Request rate limit reached",
    });
  });

  it("from one address across many accounts meet a higher limit of their own", async () => {
    const { max } = DEFAULT_RATE_LIMITS.signInFailuresPerIp;
    expect(max).toBeGreaterThan(limit.max);
    const sprayer = "203.0.113.77";
    for (let i = 0; i < max; i++) {
      const response = await passwordGrant(stack.url, { email: uniqueEmail("sprayed"), password: "Summer2024", forwardedFor: sprayer });
      expect(response.status).toBe(400);
    }
    const next = await passwordGrant(stack.url, { email: SEED.alpenbau.customer.email, password: SEED_PASSWORDS.customer, forwardedFor: sprayer });
    expect(next.status).toBe(429);
  });
});

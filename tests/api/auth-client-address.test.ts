// The address per-address limits count against: the socket's, and X-Forwarded-For only as far as the
// trusted proxy hops (TRUSTED_PROXY_HOPS) reach, so a caller cannot pick a new address for each request.
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEED, SEED_PASSWORDS } from "@/tests/helpers/seed-ids";
import { passwordGrant, startAuthStack, type AuthStack } from "@/tests/helpers/auth-stack";

const SIGN_IN_LIMIT = { max: 3, windowSeconds: 60 };
const admin = { email: SEED.acme.admin.email, password: SEED_PASSWORDS.admin };

let direct: AuthStack;
let behindProxy: AuthStack;
beforeAll(async () => {
  [direct, behindProxy] = await Promise.all([
    startAuthStack({ trustedProxyHops: 0, rateLimits: { signInPerIp: SIGN_IN_LIMIT } }),
    startAuthStack({ trustedProxyHops: 1, rateLimits: { signInPerIp: SIGN_IN_LIMIT } }),
  ]);
});
afterAll(() => Promise.all([direct?.stop(), behindProxy?.stop()]));

/** The address the session of a successful sign-in was recorded with. */
async function sessionAddress(stack: AuthStack, response: Response): Promise<string> {
  expect(response.status).toBe(200);
  const { access_token: token } = await response.json();
  const { session_id: sessionId } = decodeJwt(token);
  const { rows } = await stack.db.query<{ ip: string }>("select ip from auth.sessions where id = $1", [sessionId]);
  return rows[0].ip;
}

describe("with no trusted proxy (TRUSTED_PROXY_HOPS=0)", () => {
  it("counts a caller that forges a new X-Forwarded-For each time as one address: the socket's", async () => {
    const responses: Response[] = [];
    for (let i = 1; i <= SIGN_IN_LIMIT.max + 1; i++) {
      responses.push(await passwordGrant(direct.url, { ...admin, forwardedFor: `198.51.100.${i}` }));
    }
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 429]);
    expect(await sessionAddress(direct, responses[0])).toBe("127.0.0.1");
  });
});

describe("behind one trusted proxy (TRUSTED_PROXY_HOPS=1)", () => {
  it("takes the entry the proxy appended, never the one the client wrote before it", async () => {
    const response = await passwordGrant(behindProxy.url, { ...admin, forwardedFor: "6.6.6.6, 203.0.113.7" });
    expect(await sessionAddress(behindProxy, response)).toBe("203.0.113.7");
  });

  it("limits a caller that forges entries in front of the proxy's, and no one else", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= SIGN_IN_LIMIT.max + 1; i++) {
      const response = await passwordGrant(behindProxy.url, { ...admin, forwardedFor: `198.51.100.${i}, 203.0.113.20` });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await passwordGrant(behindProxy.url, { ...admin, forwardedFor: "203.0.113.21" })).status).toBe(200);
  });
});

// Replays forged-requests.json on the production build: Host headers that name no host, forwarded headers
// that claim another scheme, host or address, and a session about to be refreshed on a cacheable page.
import { expect, test } from "@playwright/test";
import { LOCAL_ANON_KEY } from "@/supabase/embedded/auth/keys";
import { CONTACT_RATE_LIMIT } from "@/lib/contact/schemas";
import corpus from "./forged-requests.json" with { type: "json" };
import { rawRequest } from "./raw-http";

const port = Number(process.env.E2E_APP_PORT || 3100);
const NO_SITE = "No site at this address";

test.describe("forged Host headers", () => {
  for (const { host } of corpus.oddHosts) {
    test(`Host ${JSON.stringify(host)} reaches no organisation and no internal path`, async () => {
      for (const path of corpus.internalPaths) {
        const response = await rawRequest(port, { path, host });
        // Node's own parser may refuse a Host outright (400); past it, the no-site page answers.
        expect([400, 404], `${path} answered ${response.status}`).toContain(response.status);
        if (response.status === 404) expect(response.body).toContain(NO_SITE);
        expect(response.body).not.toContain("Northwind Consulting");
      }
    });
  }

  test("a path under /sites/ is a 404 on a real host too", async () => {
    for (const path of ["/sites/localhost/default", "/sites/acme.localhost/default/about"]) {
      expect((await rawRequest(port, { path, host: `localhost:${port}` })).status).toBe(404);
    }
  });
});

test.describe("forwarded headers", () => {
  for (const { path, headers, hostPort } of corpus.reflected) {
    test(`${path} names only the organisation's own address, whatever the forwarded headers say`, async () => {
      const response = await rawRequest(port, { path, host: `localhost:${hostPort}`, headers });
      expect(response.status).toBe(200);
      const everything = JSON.stringify(response.headers) + response.body;
      expect(everything).not.toContain("evil.example");
      expect(everything).not.toContain(`:${hostPort}`);
      if (path === "/robots.txt") expect(response.body).toMatch(/^Sitemap: https?:\/\/(www\.northwind\.example|localhost)[:/]/m);
    });
  }

  test("a new X-Forwarded-For per request does not lift the per-address limit", async () => {
    const statuses: number[] = [];
    for (const forwardedFor of corpus.forwardedFor) {
      const body = JSON.stringify({ name: "Sam Lee", email: "sam@example.com", message: "Please call me back." });
      const response = await rawRequest(port, {
        method: "POST",
        path: "/api/contact",
        host: `alpen.localhost:${port}`,
        headers: { "Content-Type": "application/json", "X-Forwarded-For": forwardedFor, "X-Real-IP": forwardedFor },
        body,
      });
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status === 201).length).toBeLessThanOrEqual(CONTACT_RATE_LIMIT.limit);
    expect(statuses.at(-1)).toBe(429);
  });
});

/** A Supabase session cookie as @supabase/ssr writes it, with an access token it must refresh at once. */
async function expiredSessionCookie(): Promise<string> {
  const authUrl = process.env.NEXT_PUBLIC_SUPABASE_URL!;
  const response = await fetch(`${authUrl}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { apikey: LOCAL_ANON_KEY, "content-type": "application/json" },
    body: JSON.stringify({ email: "customer@northwind.test", password: "CustomerPass123" }),
  });
  const session = { ...(await response.json()), expires_at: Math.floor(Date.now() / 1000) - 60 };
  const name = `sb-${new URL(authUrl).hostname.split(".")[0]}-auth-token`;
  return `${name}=base64-${Buffer.from(JSON.stringify(session)).toString("base64url")}`;
}

test.describe("shared caches", () => {
  test("a page that refreshes a session is private and never stored; the same page for visitors stays cacheable", async () => {
    const visitor = await rawRequest(port, { path: "/", host: `localhost:${port}` });
    expect(visitor.headers["set-cookie"]).toBeUndefined();
    expect(visitor.headers["cache-control"]?.join()).toMatch(/s-maxage=/);

    const signedIn = await rawRequest(port, { path: "/", host: `localhost:${port}`, headers: { Cookie: await expiredSessionCookie() } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers["set-cookie"]?.some((cookie) => cookie.includes("-auth-token"))).toBe(true);
    expect(signedIn.headers["cache-control"]).toEqual(["private, no-store"]);
  });
});

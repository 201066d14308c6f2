import { expect, test } from "@playwright/test";
import { port } from "./hosts";
import { rawRequest } from "./raw-http";

// Run by tests/e2e/run.ts with the database stopped, after the main run has visited (and so cached) the demo
// homes: the self-hosted server keeps serving what it has, and says plainly what it cannot.
test.describe("while the database is down @outage", () => {
  test("the process is up, it is not ready, and neither answer is cached", async ({ request }) => {
    const health = await request.get("/api/health");
    expect(health.status()).toBe(200);
    expect(health.headers()["cache-control"]).toContain("no-store");
    const ready = await request.get("/api/ready");
    expect(ready.status()).toBe(503);
    expect(ready.headers()["cache-control"]).toContain("no-store");
    const body = await ready.json();
    expect(body.status).toBe("unavailable");
    expect(body.checks.database.ok).toBe(false);
  });

  test("a cached page is still served, a page that needs the database is 503 with Retry-After", async () => {
    const cached = await rawRequest(port, { path: "/", host: `localhost:${port}` });
    expect(cached.status).toBe(200);
    expect(cached.body).toContain("Northwind");
    // A host no one asked for before: finding its organisation needs the database.
    const uncached = await rawRequest(port, { path: "/", host: `nobody-${Date.now()}.localhost:${port}` });
    expect(uncached.status).toBe(503);
    expect(uncached.headers["retry-after"]).toEqual(["5"]);
  });
});

import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate } from "@/supabase/embedded/migrate";
import { freePort } from "../helpers/free-port";
import { ACME, NORTHWIND } from "../helpers/seed-ids";

let db: PGlite;
let server: PGLiteSocketServer | undefined;
let port: number;
let proxy: typeof import("@/proxy").proxy;

function request(url: string, headers: Record<string, string> = {}) {
  const { host } = new URL(url);
  return new NextRequest(url, { headers: { host, ...headers } });
}

beforeAll(async () => {
  db = await PGlite.create();
  await migrate(db, { seed: true });
  port = await freePort();
  process.env.DATABASE_URL = `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`;
  ({ proxy } = await import("@/proxy"));
});

afterAll(async () => {
  await server?.stop();
  await db.close();
});

describe("proxy while the database is down", () => {
  it("answers 503 with a retry hint and keeps running", async () => {
    const response = await proxy(request("http://acme.localhost:3000/", { "accept-language": "es" }));
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(await response.text()).toContain("Servicio no disponible temporalmente");
  });
});

describe("proxy once the database is back", () => {
  beforeAll(async () => {
    server = new PGLiteSocketServer({ db, host: "127.0.0.1", port, maxConnections: 10 });
    await server.start();
  });

  it("recovers and rewrites a bare path to the organisation's default language", async () => {
    const response = await proxy(request("http://acme.localhost:3000/about"));
    expect(response.headers.get("x-middleware-rewrite")).toBe(`http://acme.localhost:3000/sites/${ACME.id}/es/about`);
  });

  it("rewrites a supported prefix to that language", async () => {
    const response = await proxy(request("http://localhost:3000/es"));
    expect(response.headers.get("x-middleware-rewrite")).toBe(`http://localhost:3000/sites/${NORTHWIND.id}/es`);
  });

  it("redirects the default language's prefix to the bare path, keeping the query", async () => {
    const response = await proxy(request("http://acme.localhost:3000/es/about?x=1"));
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe("http://acme.localhost:3000/about?x=1");
  });

  it("answers an unknown host with the no-site page", async () => {
    const response = await proxy(request("http://nobody.example:3000/"));
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("No site at this address");
  });

  it("flags a language suggestion on default-language pages for a visitor who prefers another offered language", async () => {
    const flagged = await proxy(request("http://acme.localhost:3000/about", { "accept-language": "de-DE,de;q=0.9" }));
    expect(flagged.headers.get("set-cookie")).toMatch(/(^|, )suggestedLocale=de;/);

    const prefixed = await proxy(request("http://acme.localhost:3000/en/about", { "accept-language": "de" }));
    expect(prefixed.headers.get("set-cookie") ?? "").not.toContain("suggestedLocale");
    const chosen = await proxy(request("http://acme.localhost:3000/about", { "accept-language": "de", cookie: "defaultLocale=es" }));
    expect(chosen.headers.get("set-cookie") ?? "").not.toContain("suggestedLocale");
    const same = await proxy(request("http://acme.localhost:3000/about", { "accept-language": "es-ES" }));
    expect(same.headers.get("set-cookie") ?? "").not.toContain("suggestedLocale");
  });
});

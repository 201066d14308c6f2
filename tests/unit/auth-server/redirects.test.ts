import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toEmbeddedDb, type Sql } from "@/supabase/embedded/auth/db";
import { allowedRedirect } from "@/supabase/embedded/auth/redirects";

const SITE_URL = "http://localhost:3000";

// Only the two host columns the allow-list reads, with one organisation that has no local host.
let pglite: PGlite;
let organisations: Sql;
beforeAll(async () => {
  pglite = await PGlite.create();
  await pglite.exec(`
    create table public.organizations (base_url text not null, base_url_local text);
    insert into public.organizations values ('www.acme-viajes.example', 'acme.localhost'), ('www.alpenbau.example', null);
  `);
  organisations = toEmbeddedDb(pglite);
});
afterAll(() => pglite?.close());

describe("allowedRedirect", () => {
  it("honours an organisation's host on any port and scheme", async () => {
    expect(await allowedRedirect(organisations, SITE_URL, "http://acme.localhost:4000/es/login")).toBe("http://acme.localhost:4000/es/login");
    expect(await allowedRedirect(organisations, SITE_URL, "https://www.acme-viajes.example/reset-password")).toBe(
      "https://www.acme-viajes.example/reset-password",
    );
  });

  it("honours SITE_URL's host", async () => {
    expect(await allowedRedirect(organisations, SITE_URL, "http://localhost:5173/account")).toBe("http://localhost:5173/account");
  });

  it("falls back to SITE_URL for a foreign host, another scheme, userinfo or nonsense", async () => {
    for (const candidate of [
      "https://evil.example/",
      "https://acme.localhost.evil.example/",
      "javascript:alert(1)",
      "http://acme.localhost@evil.example/",
      "http://user@acme.localhost/",
      "/relative/path",
      "",
      null,
    ]) {
      expect(await allowedRedirect(organisations, SITE_URL, candidate)).toBe(SITE_URL);
    }
  });

  it("allows only SITE_URL when the database has no organisations table", async () => {
    const broken: Sql = {
      async query() {
        throw new Error('relation "public.organizations" does not exist');
      },
    };
    expect(await allowedRedirect(broken, SITE_URL, "http://acme.localhost:3000/")).toBe(SITE_URL);
  });
});

// On the embedded stack the app connects as postgres (PGlite serves one session to every client), so
// row level security rests on the transaction wrapper alone. This proves that no query of the app runs
// outside it: every connection the app takes runs `begin`, then the role and claims, then its queries,
// then `commit` or `rollback`; and nothing but lib/db reaches the pool or the driver.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { PoolClient } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRequest, startAppStack, type AppStack } from "../helpers/app-stack";
import { NORTHWIND, SEED_PASSWORDS } from "../helpers/seed-ids";

const HOST = "localhost:3000";
const SET_ROLE = /^select set_config\('role', \$1, true\), set_config\('request\.jwt\.claims', \$2, true\)$/;

let app: AppStack;
const checkouts: { statements: string[]; role?: unknown }[] = [];

beforeAll(async () => {
  app = await startAppStack();
  const { getPool } = await import("@/lib/db/pool");
  const pool = getPool();
  const connect = pool.connect.bind(pool) as () => Promise<PoolClient>;
  // Pooled clients are reused: each is wrapped once and records into its current checkout.
  const current = new WeakMap<PoolClient, (typeof checkouts)[number]>();
  Object.assign(pool, {
    async connect() {
      const client = await connect();
      if (!current.has(client)) {
        const query = client.query.bind(client) as (...args: unknown[]) => unknown;
        Object.assign(client, {
          query(...args: unknown[]) {
            const [first, values] = args as [string | { text: string }, unknown[] | undefined];
            const text = (typeof first === "string" ? first : first.text).trim();
            const checkout = current.get(client)!;
            checkout.statements.push(text);
            if (SET_ROLE.test(text)) checkout.role = values?.[0];
            return query(...args);
          },
        });
      }
      const checkout: (typeof checkouts)[number] = { statements: [] };
      current.set(client, checkout);
      checkouts.push(checkout);
      return client;
    },
  });
});

afterAll(async () => {
  await app?.close();
});

describe("every query of the app", () => {
  it("runs inside a transaction as anon or authenticated, for reads and writes, signed in or not", async () => {
    const token = await app.signIn(NORTHWIND.customer.email, SEED_PASSWORDS.customer);
    const profile = await import("@/app/api/profile/route");
    const contact = await import("@/app/api/contact/route");
    const organization = await import("@/app/api/organizations/current/route");

    const responses = [
      await organization.GET(apiRequest(HOST, "/api/organizations/current")),
      await profile.GET(apiRequest(HOST, "/api/profile", { token })),
      await profile.PUT(apiRequest(HOST, "/api/profile", { method: "PUT", token, body: { full_name: "Olivia Grant" } })),
      await contact.POST(
        apiRequest(HOST, "/api/contact", { method: "POST", body: { name: "Sam Lee", email: "sam@example.com", message: "Call me." } }),
      ),
    ];
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 201]);

    expect(checkouts.length).toBeGreaterThan(3);
    for (const { statements, role } of checkouts) {
      expect(statements[0]).toBe("begin");
      expect(statements[1]).toMatch(SET_ROLE);
      expect(["anon", "authenticated"]).toContain(role);
      expect(["commit", "rollback"]).toContain(statements.at(-1));
      expect(statements.slice(2, -1)).not.toContain("commit");
    }
  });
});

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name)).map((e) => path.join(e.parentPath, e.name));
}

describe("the pool and the driver", () => {
  it("are reached by lib/db alone", async () => {
    const files = (await Promise.all(["app", "components", "lib"].map(sourceFiles))).flat();
    const offenders: string[] = [];
    for (const file of files) {
      if (file.startsWith(`lib${path.sep}db${path.sep}`)) continue;
      const text = await readFile(file, "utf8");
      if (/from ["'](pg|@\/lib\/db\/pool|\.\/pool)["']|getPool\(/.test(text)) offenders.push(file);
    }
    expect(offenders).toEqual([]);
  });
});

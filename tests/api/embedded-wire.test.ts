import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withWholeBatches } from "@/supabase/embedded/whole-batches";
import { freePort } from "@/tests/helpers/free-port";

let db: PGlite;
let server: PGLiteSocketServer;
let pool: pg.Pool;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "wire-"));
  db = await PGlite.create(path.join(dataDir, "db"));
  const port = await freePort();
  server = new PGLiteSocketServer({ db: withWholeBatches(db), host: "127.0.0.1", port, maxConnections: 10 });
  await server.start();
  pool = new pg.Pool({ connectionString: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`, max: 8 });
});

afterAll(async () => {
  await pool.end();
  await server.stop();
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
});

// The stack's database as the app, the Auth API and the mailbox reach it: one PGlite session behind the socket server.
describe("the embedded Postgres socket", () => {
  it("runs parameterised queries and transactions from many clients at once", async () => {
    const inTransaction = async (i: number) => {
      const client = await pool.connect();
      try {
        await client.query("begin");
        const { rows } = await client.query<{ n: number }>("select $1::int as n", [i]);
        await client.query("commit");
        return rows[0]!.n;
      } finally {
        client.release();
      }
    };
    const runs = Array.from({ length: 300 }, (_, i) =>
      i % 3 === 0
        ? inTransaction(i)
        : i % 3 === 1
          ? pool.query<{ n: number }>("select $1::int as n", [i]).then((r) => r.rows[0]!.n)
          : pool.query<{ t: string }>("select $1::text || '' as t, $2::int as m", [String(i), i]).then((r) => Number(r.rows[0]!.t)),
    );
    expect(await Promise.all(runs)).toEqual(Array.from({ length: 300 }, (_, i) => i));
  });
});

import { createServer, type Server } from "node:http";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startAppStack, type AppStack } from "../helpers/app-stack";
import { freePort } from "../helpers/free-port";
import { startRedis, type ThrowawayRedis } from "../helpers/redis";

// GET /api/health and GET /api/ready (issue 38): a load balancer's probes. Health answers while the process runs;
// ready asks the database, Storage and (with REDIS_URL) Redis, and is 503 naming the one that is down. Neither is
// ever cached.

// Outside Next there is no request scope for `connection()` (which keeps the routes from being prerendered).
vi.mock("next/server", async (original) => ({ ...(await original<typeof import("next/server")>()), connection: async () => undefined }));

let app: AppStack;
let health: () => Promise<Response>;
let ready: () => Promise<Response>;

beforeAll(async () => {
  app = await startAppStack();
  vi.stubEnv("REDIS_URL", "");
  health = (await import("@/app/api/health/route")).GET;
  ready = (await import("@/app/api/ready/route")).GET;
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await app?.close().catch(() => undefined);
});

afterEach(() => {
  vi.stubEnv("REDIS_URL", "");
  vi.stubEnv("NEXT_PUBLIC_SUPABASE_URL", app.auth.url);
});

interface Check {
  ok: boolean;
  latencyMs: number;
  error?: string;
}

async function answer(response: Response): Promise<{ status: number; body: { status: string; checks: Record<string, Check> } }> {
  expect(response.headers.get("cache-control")).toBe("no-store");
  return { status: response.status, body: await response.json() };
}

/** A stand-in for a gateway whose Storage behind it is down. */
async function failingGateway(): Promise<{ url: string; server: Server }> {
  const port = await freePort();
  const server = createServer((_request, response) => response.writeHead(502).end("Bad Gateway"));
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${port}`, server };
}

describe("GET /api/health", () => {
  it("answers 200 ok, never cached", async () => {
    const { status, body } = await answer(await health());
    expect(status).toBe(200);
    expect(body).toEqual({ status: "ok" });
  });
});

describe("GET /api/ready", () => {
  it("answers 200 with the database and Storage up, each with its latency, and no Redis without REDIS_URL", async () => {
    const { status, body } = await answer(await ready());
    expect(status).toBe(200);
    expect(body.status).toBe("ready");
    expect(Object.keys(body.checks).sort()).toEqual(["database", "storage"]);
    for (const check of Object.values(body.checks)) {
      expect(check.ok).toBe(true);
      expect(check.latencyMs).toBeGreaterThanOrEqual(0);
      expect(check).not.toHaveProperty("error");
    }
  });

  it("answers 503 naming Storage when its gateway answers 502", async () => {
    const gateway = await failingGateway();
    try {
      vi.stubEnv("NEXT_PUBLIC_SUPABASE_URL", gateway.url);
      const { status, body } = await answer(await ready());
      expect(status).toBe(503);
      expect(body.status).toBe("unavailable");
      expect(body.checks.storage).toMatchObject({ ok: false, error: "answered 502" });
      expect(body.checks.database.ok).toBe(true);
    } finally {
      gateway.server.close();
    }
  });

  describe("with REDIS_URL", () => {
    let redis: ThrowawayRedis;
    beforeAll(async () => {
      redis = await startRedis();
    });
    afterAll(async () => {
      await redis?.stop();
    });

    it("asks Redis too, and answers 503 naming it while it is down", async () => {
      vi.stubEnv("REDIS_URL", redis.url);
      const up = await answer(await ready());
      expect(up.status).toBe(200);
      expect(up.body.checks.redis).toMatchObject({ ok: true });

      await redis.stop();
      const down = await answer(await ready());
      expect(down.status).toBe(503);
      expect(down.body.checks.redis).toMatchObject({ ok: false, error: "connection refused" });
      expect(down.body.checks.database.ok).toBe(true);
    });
  });

  it("answers 503 naming the database while it is stopped, in short and without addresses; health still answers 200", async () => {
    await app.stopDatabase();
    const { status, body } = await answer(await ready());
    expect(status).toBe(503);
    expect(body.status).toBe("unavailable");
    expect(body.checks.database).toMatchObject({ ok: false, error: expect.stringMatching(/^(connection refused|connection lost)$/) });
    expect(body.checks.storage.ok).toBe(true);
    expect(JSON.stringify(body)).not.toMatch(/127\.0\.0\.1|postgres|at .*\.ts/);

    const stillUp = await answer(await health());
    expect(stillUp.status).toBe(200);
  });
});

import { createServer, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { DatabaseUnavailableError } from "@/lib/db/errors";
import { RETRY_AFTER_SECONDS, UNAVAILABLE_AT } from "@/lib/db/unavailable-status.mjs";

// The server preload turns a page's 500 into 503 while the database is out of reach (see the module).
async function answer(listener: RequestListener) {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    return { status: response.status, retryAfter: response.headers.get("retry-after") };
  } finally {
    server.close();
  }
}

const failWith500: RequestListener = (_request, response) => {
  response.statusCode = 500;
  response.end("Internal Server Error");
};

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[UNAVAILABLE_AT];
});

describe("a page that failed while the database is down", () => {
  it("answers 503 with Retry-After instead of 500", async () => {
    new DatabaseUnavailableError(new Error("connect ECONNREFUSED"));
    expect(await answer(failWith500)).toEqual({ status: 503, retryAfter: String(RETRY_AFTER_SECONDS) });
  });

  it("leaves other failures at 500, and other answers as they are", async () => {
    expect(await answer(failWith500)).toEqual({ status: 500, retryAfter: null });
    new DatabaseUnavailableError(new Error("connect ECONNREFUSED"));
    expect((await answer((_request, response) => response.end("ok"))).status).toBe(200);
  });
});

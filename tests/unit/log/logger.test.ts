import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "@/lib/log/logger.mjs";
import { runInRequest } from "@/lib/server/request-context";

// Every log line of a request served through server/ names the request and, once resolved, its organisation.
function capture() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { lines, logger: createLogger({ level: "info", destination }) };
}

const request = (organizationId?: string) => ({ id: "req-1", clientAddress: "10.0.0.1", databaseUnavailable: false, organizationId });

describe("the logger", () => {
  it("adds the request id and organisation of the request being served", () => {
    const { lines, logger } = capture();
    runInRequest(request("org-a"), () => logger.info({ status: 200 }, "served"));
    expect(lines).toEqual([expect.objectContaining({ level: "info", msg: "served", status: 200, requestId: "req-1", organizationId: "org-a" })]);
  });

  it("adds the request id alone before the organisation is known", () => {
    const { lines, logger } = capture();
    runInRequest(request(), () => logger.warn("no site"));
    expect(lines[0]).toMatchObject({ level: "warn", requestId: "req-1" });
    expect(lines[0]).not.toHaveProperty("organizationId");
  });

  it("adds neither outside a request", () => {
    const { lines, logger } = capture();
    logger.info("started");
    expect(lines[0]).toMatchObject({ level: "info", msg: "started" });
    expect(lines[0]).not.toHaveProperty("requestId");
    expect(lines[0]).not.toHaveProperty("organizationId");
  });

  it("follows the request across awaits", async () => {
    const { lines, logger } = capture();
    await runInRequest(request("org-b"), async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      logger.error({ err: new Error("boom") }, "failed");
    });
    expect(lines[0]).toMatchObject({ requestId: "req-1", organizationId: "org-b", err: { message: "boom", type: "Error" } });
    expect((lines[0].err as { stack: string }).stack).toContain("boom");
  });

  it("writes an ISO time on every line", () => {
    const { lines, logger } = capture();
    logger.info("now");
    expect(new Date(lines[0].time as string).toISOString()).toBe(lines[0].time);
  });
});

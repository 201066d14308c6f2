import { QueryObserver } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { readLock, takeLock } from "@/components/editors/post/lock-api";
import { leaseCheck } from "@/components/editors/post/use-post-lock";
import { createQueryClient } from "@/components/query/query-client";
import { POST_LOCK_POLL_MS, POST_LOCK_RENEW_MS } from "@/lib/posts/editor-constants";
import { runQueriesAsBrowser } from "@/tests/helpers/browser-queries";

const lease = { holder_id: "u2", holder_name: "Grace", since: "2030-01-01T10:00:00Z", expires_at: "2030-01-01T10:05:00Z" };

describe("the post's lease checks", () => {
  runQueriesAsBrowser();

  it("asks nothing when the lease was just taken, then renews every minute and watches every 15 s", async () => {
    const fetch = vi.fn<(path: string, init: RequestInit) => Promise<Response>>(async () => Response.json({ lock: lease, mine: true }));
    vi.stubGlobal("fetch", fetch);
    const client = createQueryClient();
    const stops = [
      new QueryObserver(client, leaseCheck("hello", "renew", POST_LOCK_RENEW_MS, true, takeLock)),
      new QueryObserver(client, leaseCheck("hello", "watch", POST_LOCK_POLL_MS, true, readLock)),
    ].map((observer) => observer.subscribe(() => undefined));
    await vi.advanceTimersByTimeAsync(POST_LOCK_POLL_MS - 1);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(POST_LOCK_RENEW_MS - POST_LOCK_POLL_MS + 1);
    const methods = fetch.mock.calls.map(([, init]) => init.method);
    expect(methods.filter((method) => method === "GET")).toHaveLength(4);
    expect(methods.filter((method) => method === "POST")).toHaveLength(1);
    for (const stop of stops) stop();
  });

  it("asks nothing while the lease is not ours", async () => {
    const fetch = vi.fn(async () => Response.json({ lock: lease, mine: false }));
    vi.stubGlobal("fetch", fetch);
    const stop = new QueryObserver(createQueryClient(), leaseCheck("hello", "watch", POST_LOCK_POLL_MS, false, readLock)).subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(POST_LOCK_RENEW_MS * 3);
    expect(fetch).not.toHaveBeenCalled();
    stop();
  });

  it("reads a 409 as another admin's lease, naming them", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Response.json({ error: { code: "conflict", message: "Held", lock: lease } }, { status: 409 })));
    await expect(takeLock("hello")).resolves.toEqual({ kind: "held", lock: lease });
  });
});

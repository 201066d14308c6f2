import { environmentManager, isServer, onlineManager, QueryObserver } from "@tanstack/react-query";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient, QUERY_STALE_MS } from "@/components/query/query-client";

describe("the query client", () => {
  beforeAll(() => environmentManager.setIsServer(() => false));
  afterAll(() => environmentManager.setIsServer(() => isServer));
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    onlineManager.setOnline(true);
  });

  it("keeps answers fresh for 5 minutes and never refetches on focus (spec 002 §4)", () => {
    expect(QUERY_STALE_MS).toBe(300_000);
    const { queries } = createQueryClient().getDefaultOptions();
    expect(queries?.staleTime).toBe(QUERY_STALE_MS);
    expect(queries?.refetchOnWindowFocus).toBe(false);
  });

  it("shows a failed read at once instead of retrying it", async () => {
    const read = vi.fn(() => Promise.reject(new Error("offline")));
    const observer = new QueryObserver(createQueryClient(), { queryKey: ["fails"], queryFn: read });
    const stop = observer.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(read).toHaveBeenCalledTimes(1);
    expect(observer.getCurrentResult().error).toEqual(new Error("offline"));
    stop();
  });

  it("still asks while the browser says it is offline, so the screen shows the failure", async () => {
    onlineManager.setOnline(false);
    const read = vi.fn(() => Promise.resolve("answer"));
    const observer = new QueryObserver(createQueryClient(), { queryKey: ["offline"], queryFn: read });
    const stop = observer.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(read).toHaveBeenCalledTimes(1);
    expect(observer.getCurrentResult().data).toBe("answer");
    stop();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { VIDEO_TOKEN_REFRESH_MS } from "@/lib/meetings/constants";
import { startTokenRefresh } from "@/lib/meetings/token-refresh";

describe("video token refresh", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("is 50 minutes, as the spec says (3,000,000 ms)", () => {
    expect(VIDEO_TOKEN_REFRESH_MS).toBe(3_000_000);
  });

  it("asks for a new token after 50 minutes, then every 50 minutes, and stops when told", async () => {
    const refresh = vi.fn(() => Promise.resolve());
    const stop = startTokenRefresh(refresh, () => undefined);
    await vi.advanceTimersByTimeAsync(VIDEO_TOKEN_REFRESH_MS - 1);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(VIDEO_TOKEN_REFRESH_MS);
    expect(refresh).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(VIDEO_TOKEN_REFRESH_MS * 3);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it("reports a failed refresh and tries again at the next interval", async () => {
    const refresh = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(undefined);
    const onError = vi.fn();
    const stop = startTokenRefresh(refresh, onError);
    await vi.advanceTimersByTimeAsync(VIDEO_TOKEN_REFRESH_MS);
    expect(onError).toHaveBeenCalledWith(new Error("offline"));
    await vi.advanceTimersByTimeAsync(VIDEO_TOKEN_REFRESH_MS);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(onError).toHaveBeenCalledTimes(1);
    stop();
  });
});

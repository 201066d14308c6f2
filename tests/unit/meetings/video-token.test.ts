import { QueryObserver } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { videoTokenQuery } from "@/components/meetings/booking-queries";
import { createQueryClient } from "@/components/query/query-client";
import { VIDEO_TOKEN_REFRESH_MS } from "@/lib/meetings/constants";
import { runQueriesAsBrowser } from "@/tests/helpers/browser-queries";

const launch = (token: string) =>
  Response.json({ success: true, token, room_name: "booking-1", server_url: "wss://video.test", error: null });

const guest = { kind: "guest", token: "guest-token" } as const;

describe("video token refresh", () => {
  runQueriesAsBrowser();

  it("is 50 minutes, as the spec says (3,000,000 ms)", () => {
    expect(VIDEO_TOKEN_REFRESH_MS).toBe(3_000_000);
  });

  it("asks for a new token after 50 minutes, then every 50 minutes, and stops when the call ends", async () => {
    const fetch = vi.fn(async () => launch(`token-${fetch.mock.calls.length}`));
    vi.stubGlobal("fetch", fetch);
    const observer = new QueryObserver(createQueryClient(), videoTokenQuery("booking-1", guest, true));
    const stop = observer.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(VIDEO_TOKEN_REFRESH_MS - 1);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(observer.getCurrentResult().data?.token).toBe("token-1");
    await vi.advanceTimersByTimeAsync(VIDEO_TOKEN_REFRESH_MS);
    expect(fetch).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(VIDEO_TOKEN_REFRESH_MS * 3);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("asks nothing before the call runs", async () => {
    const fetch = vi.fn(async () => launch("token"));
    vi.stubGlobal("fetch", fetch);
    const stop = new QueryObserver(createQueryClient(), videoTokenQuery("booking-1", guest, false)).subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(VIDEO_TOKEN_REFRESH_MS * 3);
    expect(fetch).not.toHaveBeenCalled();
    stop();
  });

  it("keeps the last token when a refresh fails, and tries again at the next interval", async () => {
    const fetch = vi
      .fn(async () => launch("token-2"))
      .mockImplementationOnce(async () => launch("token-1"))
      .mockImplementationOnce(async () => Response.json({ error: { code: "internal", message: "Something went wrong." } }, { status: 500 }));
    vi.stubGlobal("fetch", fetch);
    const observer = new QueryObserver(createQueryClient(), videoTokenQuery("booking-1", guest, true));
    const stop = observer.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(VIDEO_TOKEN_REFRESH_MS * 2);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(observer.getCurrentResult().isError).toBe(true);
    expect(observer.getCurrentResult().data?.token).toBe("token-1");
    await vi.advanceTimersByTimeAsync(VIDEO_TOKEN_REFRESH_MS);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(observer.getCurrentResult().data?.token).toBe("token-2");
    stop();
  });
});

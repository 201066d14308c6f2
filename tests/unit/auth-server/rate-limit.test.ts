import { describe, expect, it } from "vitest";
import { RateLimiter } from "@/supabase/embedded/auth/rate-limit";

const limit = { max: 2, windowSeconds: 60 };

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (seconds: number) => (now += seconds * 1000) };
}

describe("RateLimiter", () => {
  it("allows max events per window, then refuses", () => {
    const limiter = new RateLimiter(clock().now);
    expect(limiter.take("signin", "a@x.test", limit)).toBe(true);
    expect(limiter.take("signin", "a@x.test", limit)).toBe(true);
    expect(limiter.take("signin", "a@x.test", limit)).toBe(false);
  });

  it("counts each key and each bucket apart", () => {
    const limiter = new RateLimiter(clock().now);
    limiter.take("signin", "a@x.test", limit);
    limiter.take("signin", "a@x.test", limit);
    expect(limiter.take("signin", "b@x.test", limit)).toBe(true);
    expect(limiter.take("recover", "a@x.test", limit)).toBe(true);
  });

  it("slides: an event leaves the window after windowSeconds", () => {
    const time = clock();
    const limiter = new RateLimiter(time.now);
    limiter.take("k", "ip", limit);
    time.advance(30);
    limiter.take("k", "ip", limit);
    expect(limiter.retryAfter("k", "ip", limit)).toBe(30);
    time.advance(31);
    expect(limiter.take("k", "ip", limit)).toBe(true);
    expect(limiter.take("k", "ip", limit)).toBe(false);
  });

  it("does not count refused events, and check() counts nothing", () => {
    const time = clock();
    const limiter = new RateLimiter(time.now);
    const once = { max: 1, windowSeconds: 60 };
    expect(limiter.check("k", "x", once)).toBe(true);
    limiter.take("k", "x", once);
    time.advance(50);
    expect(limiter.take("k", "x", once)).toBe(false);
    time.advance(11);
    expect(limiter.take("k", "x", once)).toBe(true);
  });
});

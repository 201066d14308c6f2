/** At most `max` events per `windowSeconds`, counted per key (an email address, a client address, or both). */
export interface Limit {
  max: number;
  windowSeconds: number;
}

export interface RateLimits {
  /** Every sign-in attempt from one IP. */
  signInPerIp: Limit;
  /**
   * Failed sign-ins for one account from one IP: slows guessing a password, while guesses from elsewhere never
   * lock its owner out.
   */
  signInFailuresPerIpAndEmail: Limit;
  /** Failed sign-ins from one IP across accounts, higher: one guess at each of many accounts. */
  signInFailuresPerIp: Limit;
  signUpPerIp: Limit;
  /** One reset mail per address per minute, as GoTrue's SMTP max frequency. */
  recoverPerEmail: Limit;
  recoverPerIp: Limit;
}

// Generous enough for end-to-end suites that sign in before every test from 127.0.0.1.
export const DEFAULT_RATE_LIMITS: RateLimits = {
  signInPerIp: { max: 300, windowSeconds: 300 },
  signInFailuresPerIpAndEmail: { max: 10, windowSeconds: 300 },
  signInFailuresPerIp: { max: 30, windowSeconds: 300 },
  signUpPerIp: { max: 60, windowSeconds: 300 },
  recoverPerEmail: { max: 1, windowSeconds: 60 },
  recoverPerIp: { max: 30, windowSeconds: 3600 },
};

/**
 * Sliding windows in memory: the embedded stack is one process (DESIGN.md: several app instances would keep
 * limits in Postgres or Redis instead).
 */
export class RateLimiter {
  private readonly events = new Map<string, number[]>();
  private sweeps = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** Records one event; false when the limit was already reached (the event is then not counted). */
  take(bucket: string, key: string, limit: Limit): boolean {
    if (!this.check(bucket, key, limit)) return false;
    this.record(bucket, key, limit);
    return true;
  }

  /** Whether one more event fits, without counting it. */
  check(bucket: string, key: string, limit: Limit): boolean {
    return this.recent(`${bucket}:${key}`, limit).length < limit.max;
  }

  record(bucket: string, key: string, limit: Limit): void {
    const id = `${bucket}:${key}`;
    this.events.set(id, [...this.recent(id, limit), this.now()]);
    if (++this.sweeps % 1000 === 0) this.sweep();
  }

  /** Seconds until the oldest counted event leaves the window. */
  retryAfter(bucket: string, key: string, limit: Limit): number {
    const [oldest] = this.recent(`${bucket}:${key}`, limit);
    if (oldest === undefined) return 0;
    return Math.max(1, Math.ceil((oldest + limit.windowSeconds * 1000 - this.now()) / 1000));
  }

  private recent(id: string, limit: Limit): number[] {
    const since = this.now() - limit.windowSeconds * 1000;
    return (this.events.get(id) ?? []).filter((at) => at > since);
  }

  // Keys nobody uses again would otherwise stay for the life of the process; no window is longer than a day.
  private sweep(): void {
    const since = this.now() - 24 * 3600 * 1000;
    for (const [id, times] of this.events) if (!times.some((at) => at > since)) this.events.delete(id);
  }
}

import http from "node:http";
import { performance } from "node:perf_hooks";
import type { Target } from "./measure";

export interface PacedResult {
  /** Latency percentiles (ms), each request timed from when it was due, not from when it was sent. */
  p50: number;
  p99: number;
  max: number;
  /** How late the generator itself sent requests (ms, p99): a busy client shows here, not in the server's numbers. */
  sendLagP99: number;
  requests: number;
  errors: number;
}

/** The bench's steady load: requests per second, and for how long. */
export const PACE = { rate: 200, seconds: 20 };

/** The value below which `fraction` of the sorted values lie. */
function percentile(sorted: number[], fraction: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

/** One GET, the whole body read; resolves with whether it answered 2xx. */
function get(url: URL, host: string | undefined, agent: http.Agent): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent, headers: host ? { host } : undefined }, (response) => {
      response.on("data", () => {});
      response.on("end", () => resolve((response.statusCode ?? 0) >= 200 && (response.statusCode ?? 0) < 300));
      response.on("error", () => resolve(false));
    });
    request.on("error", () => resolve(false));
  });
}

/**
 * Latency at a steady `rate` requests per second for `seconds`: one request every 1/rate s, on as many kept-alive
 * connections as are needed, each timed from the moment it was due (so a slow answer that delays the next ones
 * counts against them too, as wrk2 does). autocannon's `overallRate` is no steady rate: it gives each connection a
 * quota per second, which the connections spend back to back at the start of every second, so its "200 req/s"
 * is a burst of 20 concurrent connections at saturation followed by silence.
 */
export async function pacedLatency(target: Target, { rate, seconds } = PACE): Promise<PacedResult> {
  const url = new URL(target.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const interval = 1000 / rate;
  const total = Math.round(rate * seconds);
  const latencies: number[] = [];
  const lags: number[] = [];
  const pending: Promise<void>[] = [];
  let errors = 0;
  const start = performance.now();
  try {
    for (let sent = 0; sent < total; ) {
      const now = performance.now();
      // Every request whose time has come goes now; the timer below wakes about once a millisecond.
      for (; sent < total && start + sent * interval <= now; sent++) {
        const due = start + sent * interval;
        lags.push(now - due);
        pending.push(
          get(url, target.host, agent).then((ok) => {
            latencies.push(performance.now() - due);
            if (!ok) errors++;
          }),
        );
      }
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, start + sent * interval - performance.now())));
    }
    await Promise.all(pending);
  } finally {
    agent.destroy();
  }
  latencies.sort((a, b) => a - b);
  lags.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    p50: round(percentile(latencies, 0.5)),
    p99: round(percentile(latencies, 0.99)),
    max: round(latencies.at(-1) ?? 0),
    sendLagP99: round(percentile(lags, 0.99)),
    requests: latencies.length,
    errors,
  };
}

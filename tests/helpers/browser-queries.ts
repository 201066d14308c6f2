import { environmentManager, isServer } from "@tanstack/react-query";
import { afterAll, afterEach, beforeAll, beforeEach, vi } from "vitest";

/**
 * For a describe block that runs TanStack queries as a browser would: the query client believes it is not
 * on a server (so refetch intervals run), timers are fake, and a stubbed `fetch` is removed after each test.
 */
export function runQueriesAsBrowser() {
  beforeAll(() => environmentManager.setIsServer(() => false));
  afterAll(() => environmentManager.setIsServer(() => isServer));
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

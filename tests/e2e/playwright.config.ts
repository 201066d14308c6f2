import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_APP_PORT || 3100);

/** Debian's Chromium, never a downloaded browser (no network for `playwright install` here). */
export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  fullyParallel: false,
  workers: 1,
  // One retry in CI while the known timing flakes (cards sliding in, hydration) are being removed; see the closing note.
  retries: process.env.CI ? 1 : 0,
  // The tests tagged @dev also run on `next dev` (tests/e2e/run.ts), which compiles what a page loads on demand.
  timeout: process.env.E2E_DEV_SERVER ? 300_000 : 30_000,
  expect: { timeout: process.env.E2E_DEV_SERVER ? 60_000 : 5_000 },
  reporter: [["list"]],
  outputDir: "../../test-results",
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
        // Custom domains in the domains spec (www.example.test) reach this machine's server, as DNS would send them.
        "--host-resolver-rules=MAP *.test 127.0.0.1",
      ],
    },
    trace: "off",
  },
});

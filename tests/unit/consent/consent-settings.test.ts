import { environmentManager, isServer, QueryObserver } from "@tanstack/react-query";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { consentSettingsQuery, settingsStatus } from "@/components/consent/settings/use-consent-settings";
import { createQueryClient } from "@/components/query/query-client";
import { COOKIE_DIALOG_TIMEOUT_MS } from "@/lib/consent/constants";

const answer = (body: unknown) => ({ ok: true, status: 200, statusText: "", json: async () => body });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const essential = { id: "cat-1", name: "Essential", description: null, description_en: null, is_essential: true, cookie_service: [] };

describe("the cookie settings dialog's data", () => {
  beforeAll(() => environmentManager.setIsServer(() => false));
  afterAll(() => environmentManager.setIsServer(() => isServer));
  afterEach(() => vi.unstubAllGlobals());

  it("says loading timed out after 15 s without categories (spec §8), and shows an answer that comes later", () => {
    expect(COOKIE_DIALOG_TIMEOUT_MS).toBe(15_000);
    expect(settingsStatus("pending", false)).toEqual({ status: "loading", error: null });
    expect(settingsStatus("pending", true)).toEqual({ status: "error", error: "timeout" });
    expect(settingsStatus("success", true)).toEqual({ status: "ready", error: null });
    expect(settingsStatus("error", true)).toEqual({ status: "error", error: "loadFailed" });
  });

  it("reads the categories and the last choice again each time the dialog opens", async () => {
    const fetch = vi.fn(async (url: string) => answer(url.includes("categories") ? [essential] : { services: ["svc-1"], consent_given: true }));
    vi.stubGlobal("fetch", fetch);
    const client = createQueryClient();
    const open = () => new QueryObserver(client, consentSettingsQuery("org-1", "en", null)).subscribe(() => undefined);

    const close = open();
    await flush();
    expect(client.getQueryData(consentSettingsQuery("org-1", "en", null).queryKey)).toEqual({ categories: [essential], consented: ["svc-1"] });
    close();
    await flush();
    open();
    await flush();
    expect(fetch.mock.calls.map(([url]) => url.split("?")[0])).toEqual([
      "/api/cookies/categories",
      "/api/cookies/consent",
      "/api/cookies/categories",
      "/api/cookies/consent",
    ]);
  });
});

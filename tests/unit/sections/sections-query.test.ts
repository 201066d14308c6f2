import { isCancelledError } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/components/query/query-client";
import { refreshSectionLists } from "@/components/sections/sections-query";
import { sectionKeys } from "@/lib/sections/query-keys";

// What fetchSectionList reads of a response.
interface Answer {
  ok: boolean;
  status: number;
  statusText: string;
  json: () => Promise<unknown>;
}

const answer = (body: unknown, status = 200, statusText = ""): Answer => ({ ok: status < 400, status, statusText, json: async () => body });

/** A fetch whose calls wait until the test answers them, and fail as a browser's do when aborted. */
function heldFetch() {
  const calls: { url: string; signal: AbortSignal | undefined; reply: (response: Answer) => void }[] = [];
  const fetch = vi.fn(
    (url: string, init?: RequestInit) =>
      new Promise<Answer>((resolve, reject) => {
        const signal = init?.signal ?? undefined;
        signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        calls.push({ url, signal, reply: resolve });
      }),
  );
  return { fetch, calls };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("refreshing a page's sections", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks both endpoints past every cache", async () => {
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      expect(new URL(url, "http://site.test").searchParams.get("t")).toMatch(/^\d+$/);
      expect(init?.cache).toBe("no-store");
      return answer(url.includes("heading") ? [{ id: "h" }] : [{ id: "s" }]);
    });
    vi.stubGlobal("fetch", fetch);
    const lists = await refreshSectionLists("/home", createQueryClient());
    expect(lists).toEqual({ sections: [{ id: "s" }], headings: [{ id: "h" }] });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("drops a refresh under way when a newer one starts: its requests are aborted and its answer never lands", async () => {
    const held = heldFetch();
    vi.stubGlobal("fetch", held.fetch);
    const client = createQueryClient();
    const older = refreshSectionLists<{ v: number }, { v: number }>("/home", client);
    await flush();
    const newer = refreshSectionLists<{ v: number }, { v: number }>("/home", client);
    await expect(older).rejects.toSatisfy(isCancelledError);
    expect(held.calls.slice(0, 2).map((call) => call.signal?.aborted)).toEqual([true, true]);

    await flush();
    expect(held.calls).toHaveLength(4);
    held.calls[0].reply(answer([{ v: 1 }]));
    held.calls[1].reply(answer([{ v: 1 }]));
    held.calls[2].reply(answer([{ v: 2 }]));
    held.calls[3].reply(answer([{ v: 2 }]));
    expect(await newer).toEqual({ sections: [{ v: 2 }], headings: [{ v: 2 }] });
    await flush();
    expect(client.getQueryData(sectionKeys.lists("/home"))).toEqual({ sections: [{ v: 2 }], headings: [{ v: 2 }] });
  });

  it("hands over new lists after each refresh, even unchanged ones, so the page re-renders", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => answer([{ id: "s" }])));
    const client = createQueryClient();
    const first = await refreshSectionLists("/home", client);
    const second = await refreshSectionLists("/home", client);
    expect(second).toEqual(first);
    expect(second.sections).not.toBe(first.sections);
  });

  it("fails with the spec's message", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => answer({ error: { details: "database unavailable" } }, 500, "Internal Server Error")));
    await expect(refreshSectionLists("/home", createQueryClient())).rejects.toThrow(
      "Failed to fetch template sections: Internal Server Error - database unavailable",
    );
  });
});

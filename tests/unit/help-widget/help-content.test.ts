import { environmentManager, isServer, QueryObserver } from "@tanstack/react-query";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { helpContentQuery, helpContentState } from "@/components/help-widget/use-help-content";
import { createQueryClient } from "@/components/query/query-client";

const content = (question: string) => ({ faqs: [{ id: "faq-1", question, answer: "About an hour." }], articles: [], features: [] });
const answer = (body: unknown, status = 200) => ({ ok: status < 400, status, statusText: "", json: async () => body });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the help widget's content", () => {
  beforeAll(() => environmentManager.setIsServer(() => false));
  afterAll(() => environmentManager.setIsServer(() => isServer));
  afterEach(() => vi.unstubAllGlobals());

  it("keeps the last language until the new one answers, shows a failure, and loading again on Retry", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    let spanish: (response: ReturnType<typeof answer>) => void = () => undefined;
    const fetch = vi.fn(async (url: string) => {
      if (url.endsWith("locale=en")) return answer(content("How long does a diagnostic take?"));
      if (fetch.mock.calls.filter(([called]) => called.endsWith("locale=es")).length === 1) return answer({ error: { code: "internal" } }, 500);
      return new Promise<ReturnType<typeof answer>>((resolve) => (spanish = resolve));
    });
    vi.stubGlobal("fetch", fetch);
    const observer = new QueryObserver(createQueryClient(), helpContentQuery("en"));
    const stop = observer.subscribe(() => undefined);
    expect(helpContentState(observer.getCurrentResult())).toEqual({ status: "loading" });
    await flush();
    expect(helpContentState(observer.getCurrentResult())).toEqual({ status: "ready", content: content("How long does a diagnostic take?") });

    observer.setOptions(helpContentQuery("es"));
    expect(helpContentState(observer.getCurrentResult())).toEqual({ status: "ready", content: content("How long does a diagnostic take?") });
    await flush();
    expect(helpContentState(observer.getCurrentResult())).toEqual({ status: "error" });

    void observer.refetch();
    expect(helpContentState(observer.getCurrentResult())).toEqual({ status: "loading" });
    spanish(answer(content("¿Cuánto dura un diagnóstico?")));
    await flush();
    expect(helpContentState(observer.getCurrentResult())).toEqual({ status: "ready", content: content("¿Cuánto dura un diagnóstico?") });
    stop();
  });
});

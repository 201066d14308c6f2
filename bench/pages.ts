import type { Target } from "./measure";

/** Issue 18's budgets: HTML plus inline payload, uncompressed. */
/** The demo organisations' homes, by the host each answers on (the Lighthouse and first-frame benches). */
export const DEMO_HOMES = { northwind: "localhost", acme: "acme.localhost", alpenbau: "alpen.localhost" } as const;

export const BYTE_BUDGETS = { home: 40 * 1024, post: 30 * 1024 };

export interface BenchPage extends Target {
  kind: keyof typeof BYTE_BUDGETS;
}

/** The demo pages the bench measures: every demo home and one blog post per organisation. */
export function benchPages(appPort: number): BenchPage[] {
  const origin = `http://127.0.0.1:${appPort}`;
  const page = (kind: BenchPage["kind"], name: string, host: string, path = "/"): BenchPage => ({ kind, name, url: `${origin}${path}`, host: `${host}:${appPort}` });
  return [
    page("home", "home localhost (Northwind)", "localhost"),
    page("home", "home acme.localhost", "acme.localhost"),
    page("home", "home alpen.localhost", "alpen.localhost"),
    page("post", "post Northwind /five-signs…", "localhost", "/five-signs-your-supply-chain-needs-a-reset"),
    page("post", "post acme /que-ver-en-ronda…", "acme.localhost", "/que-ver-en-ronda-en-dos-dias"),
    page("post", "post alpen /holz-oder-massiv", "alpen.localhost", "/holz-oder-massiv"),
  ];
}

import "../scripts/load-env";
import { NORTHWIND, SEED_PASSWORDS } from "../tests/helpers/seed-ids";
import { passwordSession } from "./session";
import { startBenchStack, type BenchStack } from "./stack";

/**
 * `npm run bench:edit`: publish → visible. On the production build, an admin saves a section title through
 * the API (PATCH /api/template-sections/{id} with If-Match) and an anonymous visitor polls the page until
 * it shows the new title. Then the change-set case (issue 40): in draft mode the admin drafts 20 rows (sections,
 * metric cards, headings, the hero, a menu item), publishes the change set in one request, and the visitor polls
 * until the page shows the drafts. Target: a median of at most 1 s for each. BENCH_SKIP_BUILD=1 reuses the build.
 */
const SAVES = 20;
const CHANGE_SET_ROUNDS = 5;
const POLL_MS = 10;
const GIVE_UP_MS = 15_000;
const TARGET_MS = 1000;

async function until(check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < GIVE_UP_MS) {
    if (await check()) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return Number.POSITIVE_INFINITY;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))]!;

function report(title: string, times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const median = percentile(sorted, 0.5);
  console.log(`\n${title}:`);
  console.log(`median ${median.toFixed(0)} ms, p90 ${percentile(sorted, 0.9).toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms`);
  console.log(`target: median ≤ ${TARGET_MS} ms: ${median <= TARGET_MS ? "met" : "MISSED"}`);
}

/** The 20 rows a change set drafts: the editor routes and the field each changes. */
const CHANGE_TARGETS = [
  ...NORTHWIND.sections.map((id) => ({ path: `/api/template-sections/${id}`, field: "section_title" })),
  ...NORTHWIND.metrics.map((id) => ({ path: `/api/metrics/${id}`, field: "title" })),
  ...[...NORTHWIND.homeHeadings, NORTHWIND.aboutHeading].map((id) => ({ path: `/api/template-heading-sections/${id}`, field: "name" })),
  { path: `/api/heroes/${NORTHWIND.hero}`, field: "title" },
  { path: `/api/menu-items/${NORTHWIND.menuItems[0]}`, field: "display_name" },
];

async function changeSetRounds(origin: string, auth: Record<string, string>): Promise<number[]> {
  const json = { ...auth, "content-type": "application/json" };
  const draftMode = (on: boolean) => fetch(`${origin}/api/draft-mode`, { method: "PUT", headers: json, body: JSON.stringify({ on }) });
  if (!(await draftMode(true)).ok) throw new Error("draft mode could not be turned on");
  const times: number[] = [];
  try {
    for (let round = 1; round <= CHANGE_SET_ROUNDS; round++) {
      const stamp = `Relaunch ${Date.now().toString(36)}-${round}`;
      for (const [index, { path, field }] of CHANGE_TARGETS.entries()) {
        const current = await fetch(`${origin}${path}`, { headers: auth });
        // As the editor saves in the default language: the base text, and no English entry to shadow it.
        const translations = ((await current.json()) as Record<string, unknown>)[`${field}_translation`];
        const body: Record<string, unknown> = { [field]: `${stamp} ${index}` };
        if (translations && typeof translations === "object") body[`${field}_translation`] = { ...translations, en: undefined };
        const saved = await fetch(`${origin}${path}`, { method: "PATCH", headers: { ...json, "if-match": current.headers.get("etag")! }, body: JSON.stringify(body) });
        if (!saved.ok) throw new Error(`draft of ${path} answered ${saved.status}`);
      }
      await fetch(`${origin}/`);
      const started = performance.now();
      const published = await fetch(`${origin}/api/change-set/publish`, { method: "POST", headers: json, body: "{}" });
      if (!published.ok) throw new Error(`publish ${round} answered ${published.status} ${await published.text()}`);
      // The hero's title (drafted last but one) stands for the set: it is on the home page.
      const visible = await until(async () => (await (await fetch(`${origin}/`)).text()).includes(`${stamp} ${CHANGE_TARGETS.length - 2}`));
      times.push(visible === Number.POSITIVE_INFINITY ? visible : performance.now() - started);
    }
  } finally {
    await draftMode(false);
  }
  return times;
}

async function main() {
  let stack: BenchStack | undefined;
  try {
    stack = await startBenchStack();
    if (!process.env.BENCH_SKIP_BUILD) {
      console.log("[bench:edit] building the app…");
      await stack.build({ baseline: "if-missing" });
    }
    const { appPort } = await stack.start();
    const origin = `http://localhost:${appPort}`;
    const { access_token: token } = await passwordSession(stack.env.NEXT_PUBLIC_SUPABASE_URL!, {
      email: NORTHWIND.admin.email,
      password: SEED_PASSWORDS.admin,
    });
    const sectionUrl = `${origin}/api/template-sections/${NORTHWIND.sections[0]}`;
    const auth = { authorization: `Bearer ${token}` };
    await fetch(`${origin}/`); // the page is in the cache before the first save

    const times: number[] = [];
    for (let i = 1; i <= SAVES; i++) {
      const current = await fetch(sectionUrl, { headers: auth });
      const etag = current.headers.get("etag")!;
      // As the editor saves in the default language: the base text, and no English entry to shadow it.
      const translations = ((await current.json()) as { section_title_translation: Record<string, string> }).section_title_translation;
      delete translations.en;
      const title = `Published ${Date.now().toString(36)}-${i}`;
      const started = performance.now();
      const saved = await fetch(sectionUrl, {
        method: "PATCH",
        headers: { ...auth, "content-type": "application/json", "if-match": etag },
        body: JSON.stringify({ section_title: title, section_title_translation: translations }),
      });
      if (!saved.ok) throw new Error(`save ${i} answered ${saved.status}`);
      const visible = await until(async () => (await (await fetch(`${origin}/`)).text()).includes(title));
      times.push(visible === Number.POSITIVE_INFINITY ? visible : performance.now() - started);
    }
    report(`publish → visible over ${SAVES} saves (save request included)`, times);
    report(
      `change set of ${CHANGE_TARGETS.length} changes: publish → visible over ${CHANGE_SET_ROUNDS} rounds (publish request included)`,
      await changeSetRounds(origin, auth),
    );
  } finally {
    stack?.stop();
  }
}

main().catch((error) => {
  console.error(`[bench:edit] ${(error as Error).message}`);
  process.exitCode = 1;
});

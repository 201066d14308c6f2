import { LOCAL_ANON_KEY } from "@/lib/env/local-stack";
import { NORTHWIND, SEED_PASSWORDS } from "./seed-ids";

/**
 * What the two-instance end-to-end test and `npm run bench:instances` do: Northwind's admin saves a
 * section title through one instance, and a visitor asks another for the home page.
 */
export async function northwindAdminToken(authUrl: string): Promise<string> {
  const response = await fetch(`${authUrl}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { apikey: LOCAL_ANON_KEY, "content-type": "application/json" },
    body: JSON.stringify({ email: NORTHWIND.admin.email, password: SEED_PASSWORDS.admin }),
  });
  const session = (await response.json()) as { access_token?: string };
  if (!session.access_token) throw new Error(`sign-in failed (${response.status})`);
  return session.access_token;
}

export interface SectionTitle {
  section_title: string;
  section_title_translation: Record<string, string>;
}

const sectionUrl = (origin: string) => `${origin}/api/template-sections/${NORTHWIND.sections[0]}`;

/** The first home section's title as stored, and the version a save must name (If-Match). */
export async function readSectionTitle(origin: string, token: string): Promise<SectionTitle & { etag: string }> {
  const current = await fetch(sectionUrl(origin), { headers: { authorization: `Bearer ${token}` } });
  if (!current.ok) throw new Error(`GET ${sectionUrl(origin)} answered ${current.status}`);
  const { section_title, section_title_translation } = (await current.json()) as SectionTitle;
  return { section_title, section_title_translation, etag: current.headers.get("etag") ?? "" };
}

/** Saves the first home section's title as the editor does: PATCH with If-Match. */
export async function writeSectionTitle(origin: string, token: string, title: SectionTitle, etag?: string): Promise<Response> {
  etag ??= (await readSectionTitle(origin, token)).etag;
  return fetch(sectionUrl(origin), {
    method: "PATCH",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "if-match": etag },
    body: JSON.stringify({ section_title: title.section_title, section_title_translation: title.section_title_translation }),
  });
}

/** A new title in the default language, as the editor saves it (no English entry to shadow it). */
export async function saveSectionTitle(origin: string, token: string, title: string): Promise<Response> {
  const { section_title_translation: translations, etag } = await readSectionTitle(origin, token);
  delete translations.en;
  return writeSectionTitle(origin, token, { section_title: title, section_title_translation: translations }, etag);
}

export async function homeHtml(origin: string): Promise<{ status: number; html: string; cache: string | null }> {
  const response = await fetch(`${origin}/`);
  return { status: response.status, html: await response.text(), cache: response.headers.get("x-nextjs-cache") };
}

/** Milliseconds until the home page at `origin` contains `text`, or Infinity after `giveUpMs`. */
export async function untilHomeShows(origin: string, text: string, { giveUpMs = 15_000, pollMs = 10 } = {}): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < giveUpMs) {
    if ((await homeHtml(origin)).html.includes(text)) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  return Number.POSITIVE_INFINITY;
}

import "server-only";
import { ApiError } from "@/lib/api/errors";
import type { RequestUser } from "@/lib/auth/request-user";
import { withRls, type Db } from "@/lib/db";
import type { Locale } from "@/lib/i18n/locales";
import { resolveSectionType } from "@/lib/sections/section-type";
import { normalizeUrlPage } from "@/lib/sections/url-page";
import type { Site } from "@/lib/tenancy/site";
import type { TranslatableEntityName } from "./catalog";
import { MODEL_NOT_CONFIGURED_MESSAGE, PAGE_NOT_FOUND_MESSAGE, type MACHINE_SKIP_REASONS } from "./constants";
import { draftTranslations, type TranslationEdit } from "./drafts";
import { glossaryInstructions, glossaryViolations, type GlossaryTerm } from "./glossary/check";
import { listGlossaryTerms } from "./glossary/queries";
import { translateTexts } from "./machine";
import { translationModelConfig } from "./model";
import { findPostId, listPageRowIds } from "./queries";
import type { MachineRequest } from "./schemas";
import { readSiteTexts, textsInLanguage, type TextEntry } from "./texts";

export interface MachineOutcome {
  /** The translations put into the change set. */
  changes: TranslationEdit[];
  skipped: {
    entity: string;
    id: string;
    field: string;
    reason: (typeof MACHINE_SKIP_REASONS)[number];
  }[];
}

/** The section types that show the organisation's FAQs or pricing plans wherever they are placed. */
const SHOWS = { faq: ["faq"], pricing_plan: ["pricing_plans"] } as const;

/** The texts one page or post shows that need translating into `lang`: missing or outdated, not already drafted. */
async function textsToTranslate(db: Db, { site, lang, request }: { site: Site; lang: Locale; request: MachineRequest }): Promise<TextEntry[]> {
  if ("post_slug" in request) {
    const id = await findPostId(db, {
      orgId: site.id,
      slug: request.post_slug,
    });
    if (!id) throw new ApiError("not_found", PAGE_NOT_FOUND_MESSAGE);
    const texts = await textsInLanguage(db, {
      site,
      lang,
      texts: await readSiteTexts(db, { orgId: site.id, entities: ["post"] }),
    });
    return texts.filter((text) => text.id === id && text.status !== "translated" && text.draft === null);
  }
  const urlPage = normalizeUrlPage(request.url_page);
  const rowIds = await listPageRowIds(db, { orgId: site.id, urlPage });
  if (rowIds.length === 0) throw new ApiError("not_found", PAGE_NOT_FOUND_MESSAGE);
  const entities: TranslatableEntityName[] = ["page_layout", "hero", "heading_section", "template_section", "metric", "faq", "pricing_plan"];
  const siteTexts = await readSiteTexts(db, { orgId: site.id, entities });
  const types = new Set(
    (siteTexts.rows.get("template_section") ?? [])
      .filter((row) => rowIds.some((item) => item.id === row.id))
      .map((row) =>
        resolveSectionType({
          ...row,
          section_type: typeof row.section_type === "string" ? row.section_type : null,
        }),
      ),
  );
  const onPage = new Set([...rowIds.map((item) => `${item.entity}:${item.id}`), `page_layout:${urlPage}`]);
  const shown = (text: TextEntry) =>
    onPage.has(`${text.entity}:${text.id}`) ||
    ((text.entity === "faq" || text.entity === "pricing_plan") && SHOWS[text.entity].some((type) => types.has(type)));
  const texts = await textsInLanguage(db, { site, lang, texts: siteTexts });
  return texts.filter((text) => shown(text) && text.status !== "translated" && text.draft === null);
}

const keyOf = (text: Pick<TextEntry, "entity" | "id" | "field">) => `${text.entity}:${text.id}:${text.field}`;

/**
 * "Translate missing and outdated texts into …" (issue 42 §2): the page's texts through the model, checked (markup
 * kept, glossary kept) and sanitised, into the change set for review; never straight to live. The model is asked
 * outside any transaction: it may take a minute.
 */
export async function machineTranslate({
  user,
  site,
  lang,
  request,
}: {
  user: RequestUser;
  site: Site;
  lang: Locale;
  request: MachineRequest;
}): Promise<MachineOutcome> {
  const config = translationModelConfig();
  if (!config) throw new ApiError("model_not_configured", MODEL_NOT_CONFIGURED_MESSAGE);
  const { texts, terms } = await withRls(user.claims, async (db) => ({
    texts: await textsToTranslate(db, { site, lang, request }),
    terms: (await listGlossaryTerms(db, {
      orgId: site.id,
    })) satisfies GlossaryTerm[],
  }));
  if (texts.length === 0) return { changes: [], skipped: [] };
  const sources = new Map(texts.map((text) => [keyOf(text), text]));
  const results = await translateTexts(config, {
    sourceLang: site.defaultLocale,
    targetLang: lang,
    texts: texts.map((text) => ({
      key: keyOf(text),
      text: text.source,
      rich: text.format !== "plain",
    })),
    glossary: glossaryInstructions(
      terms,
      lang,
      texts.map((text) => text.source),
    ),
  });
  const skipped: MachineOutcome["skipped"] = [];
  const edits: TranslationEdit[] = [];
  for (const result of results) {
    const text = sources.get(result.key);
    if (!text) continue;
    const at = { entity: text.entity, id: text.id, field: text.field };
    if (!result.ok) skipped.push({ ...at, reason: result.reason });
    else if (
      glossaryViolations({
        source: text.source,
        output: result.text,
        terms,
        lang,
      }).length > 0
    )
      skipped.push({ ...at, reason: "glossary" });
    else edits.push({ ...at, text: result.text });
  }
  const changes = await withRls(user.claims, (db) => draftTranslations(db, { user, site, lang, edits }));
  return { changes, skipped };
}

import "server-only";
import type { Db } from "@/lib/db";
import type { Row } from "@/lib/editing/table-store";
import type { Locale } from "@/lib/i18n/locales";
import { findCurrentChangeSet, listChanges } from "@/lib/publishing/queries";
import type { Site } from "@/lib/tenancy/site";
import { sourceText, TRANSLATABLE, TRANSLATABLE_ENTITIES, translationsOf, type ContentKind, type TextKind, type TranslatableEntityName } from "./catalog";
import { listTextTimes, listTranslatableRows } from "./queries";
import { translationStatus, type TranslationStatus } from "./status";

/** One text of the site in one language, as the status, export and machine translation see it. */
export interface TextEntry {
  entity: TranslatableEntityName;
  id: string;
  field: string;
  kind: ContentKind;
  format: TextKind;
  status: TranslationStatus;
  source: string;
  /** The live translation ("" when missing). */
  target: string;
  /** Outdated: the source as it was when the translation was saved. */
  source_before: string | null;
  /** The translation waiting in the change set, if any. */
  draft: string | null;
  /** Where the text is shown: its page's path, or a post's slug. */
  page: string | null;
}

export interface SiteTexts {
  rows: Map<TranslatableEntityName, Row[]>;
  /** The current change set's draft fields, by `entity:id`. */
  drafts: Map<string, Record<string, unknown>>;
}

const rowId = (entity: TranslatableEntityName, row: Row) => String(entity === "page_layout" ? row.url_page : row.id);

/** Every translatable row of the organisation and its drafts, read once for any number of languages. */
export async function readSiteTexts(
  db: Db,
  { orgId, entities = TRANSLATABLE_ENTITIES }: { orgId: string; entities?: readonly TranslatableEntityName[] },
): Promise<SiteTexts> {
  const rows = new Map<TranslatableEntityName, Row[]>();
  for (const entity of entities) rows.set(entity, await listTranslatableRows(db, { orgId, entity }));
  const changeSet = await findCurrentChangeSet(db, { orgId });
  const changes = changeSet ? await listChanges(db, { changeSetId: changeSet.id }) : [];
  return {
    rows,
    drafts: new Map(changes.map((change) => [`${change.entity}:${change.entity_id}`, change.fields])),
  };
}

function pageOf(entity: TranslatableEntityName, row: Row): string | null {
  if (entity === "post") return typeof row.slug === "string" ? row.slug : null;
  return typeof row.url_page === "string" ? row.url_page : null;
}

/** Each text's status in `lang` (texts with an empty source have none and are left out). */
export async function textsInLanguage(db: Db, { site, lang, texts }: { site: Site; lang: Locale; texts: SiteTexts }): Promise<TextEntry[]> {
  const times = new Map((await listTextTimes(db, { orgId: site.id, lang })).map((row) => [`${row.entity}:${row.entity_id}:${row.field}`, row]));
  const entries: TextEntry[] = [];
  for (const [entity, rows] of texts.rows) {
    const { kind, fields } = TRANSLATABLE[entity];
    for (const row of rows) {
      const id = rowId(entity, row);
      const draft = texts.drafts.get(`${entity}:${id}`);
      for (const field of fields) {
        const source = sourceText(row, field);
        const target = translationsOf(row, field)[lang] ?? "";
        const time = times.get(`${entity}:${id}:${field.field}`);
        const status = translationStatus({
          source,
          target,
          sourceChangedAt: time ? new Date(time.source_changed_at) : null,
          translatedAt: time?.translated_at ? new Date(time.translated_at) : null,
        });
        if (!status) continue;
        const drafted = draft && field.translation in draft ? (translationsOf(draft, field)[lang] ?? null) : null;
        entries.push({
          entity,
          id,
          field: field.field,
          kind,
          format: field.kind,
          status,
          source,
          target,
          source_before: status === "outdated" ? (time?.source_before ?? null) : null,
          draft: drafted !== null && drafted !== target ? drafted : null,
          page: pageOf(entity, row),
        });
      }
    }
  }
  return entries;
}

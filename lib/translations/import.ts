import "server-only";
import { ApiError } from "@/lib/api/errors";
import type { RequestUser } from "@/lib/auth/request-user";
import type { Db } from "@/lib/db";
import { entityStore } from "@/lib/editing/mutations";
import type { Row } from "@/lib/editing/table-store";
import { isLocale } from "@/lib/i18n/locales";
import type { Site } from "@/lib/tenancy/site";
import { z } from "zod";
import { isTranslatableEntity, sourceText, translatableField, translationsOf, type TranslatableEntityName, type TranslatableField } from "./catalog";
import { OTHER_SITE_FILE_MESSAGE, SOURCE_LANGUAGE_MESSAGE, UNKNOWN_UNITS_MESSAGE, type SKIP_REASONS } from "./constants";
import { draftTranslations, safeTranslation, type TranslationEdit } from "./drafts";
import { translationLanguage } from "./language";
import { withDraft } from "@/lib/publishing/drafts";
import { findDraft } from "@/lib/publishing/queries";
import { fromXliff, XliffError, type XliffUnit } from "./xliff";

export interface ImportResult {
  /** How many texts went into the change set. */
  applied: number;
  skipped: { unit: string; reason: (typeof SKIP_REASONS)[number] }[];
}

/** How a unit is named in answers: entity, row and field. */
export const unitName = (unit: Pick<XliffUnit, "entity" | "entityId" | "field">) => `${unit.entity}:${unit.entityId}:${unit.field}`;

/** The file, read; anything that is not our XLIFF 2, for this site and one of its languages, is refused whole. */
function readFile(site: Site, xml: string) {
  const file = (() => {
    try {
      return fromXliff(xml);
    } catch (error) {
      if (error instanceof XliffError) throw new ApiError("validation_failed", error.message);
      throw error;
    }
  })();
  if (file.orgId !== site.id) throw new ApiError("validation_failed", OTHER_SITE_FILE_MESSAGE);
  if (file.sourceLang !== site.defaultLocale) throw new ApiError("validation_failed", SOURCE_LANGUAGE_MESSAGE);
  if (!isLocale(file.targetLang)) throw new ApiError("validation_failed", SOURCE_LANGUAGE_MESSAGE);
  return { ...file, targetLang: translationLanguage(site, file.targetLang) };
}

/**
 * A translator's XLIFF file back into the site, as draft changes for review (issue 42 §3). Every unit must name a
 * text of this site, or nothing is applied. A unit whose source changed since the export is reported, not
 * applied: its translation is of a text the site no longer shows.
 */
export async function importTranslations(db: Db, { user, site, xml }: { user: RequestUser; site: Site; xml: string }): Promise<ImportResult> {
  const file = readFile(site, xml);
  const units = await resolveUnits(db, site, file.units);
  const skipped: ImportResult["skipped"] = [];
  const edits: TranslationEdit[] = [];
  for (const { unit, entity, field, live } of units) {
    const current = withDraft(live, await findDraft(db, { orgId: site.id, entity, entityId: unit.entityId }));
    if (sourceText(live, field) !== unit.source) skipped.push({ unit: unitName(unit), reason: "source_changed" });
    else if (unit.target.trim() === "") skipped.push({ unit: unitName(unit), reason: "empty" });
    else if (translationsOf(current, field)[file.targetLang] === safeTranslation(field.kind, unit.target))
      skipped.push({ unit: unitName(unit), reason: "unchanged" });
    else
      edits.push({
        entity,
        id: unit.entityId,
        field: unit.field,
        text: unit.target,
      });
  }
  const applied = await draftTranslations(db, {
    user,
    site,
    lang: file.targetLang,
    edits,
  });
  return { applied: applied.length, skipped };
}

/** Rows are named by uuid; pages by their path (a malformed id must not reach a uuid column: it would end the transaction). */
const wellFormedId = (entity: TranslatableEntityName, id: string) => entity === "page_layout" || z.uuid().safeParse(id).success;

/** Each unit with its entity, field and live row; any unit naming no text of this site refuses the whole file. */
async function resolveUnits(db: Db, site: Site, units: XliffUnit[]) {
  const rows = new Map<string, Row | null>();
  const resolved: {
    unit: XliffUnit;
    entity: TranslatableEntityName;
    field: TranslatableField;
    live: Row;
  }[] = [];
  const unknown: string[] = [];
  for (const unit of units) {
    const { entity, entityId } = unit;
    const field = isTranslatableEntity(entity) ? translatableField(entity, unit.field) : null;
    if (!isTranslatableEntity(entity) || !field || !wellFormedId(entity, entityId)) {
      unknown.push(unitName(unit));
      continue;
    }
    const key = `${entity}:${entityId}`;
    if (!rows.has(key)) rows.set(key, await entityStore(entity).find(db, { orgId: site.id, id: entityId }));
    const live = rows.get(key);
    if (live) resolved.push({ unit, entity, field, live });
    else unknown.push(unitName(unit));
  }
  if (unknown.length > 0)
    throw new ApiError("validation_failed", `${UNKNOWN_UNITS_MESSAGE} ${unknown.slice(0, 5).join(", ")}${unknown.length > 5 ? ", …" : ""}`);
  return resolved;
}

import "server-only";
import type { RequestUser } from "@/lib/auth/request-user";
import type { Db } from "@/lib/db";
import { entityStore } from "@/lib/editing/mutations";
import { saveIn } from "@/lib/editing/save";
import type { Locale } from "@/lib/i18n/locales";
import { sanitizePostHtml } from "@/lib/posts/sanitize";
import { withDraft } from "@/lib/publishing/drafts";
import { findDraft } from "@/lib/publishing/queries";
import { sectionDescriptionHtml } from "@/lib/sections/rich-text";
import type { Site } from "@/lib/tenancy/site";
import { translatableField, translationsOf, type TextKind, type TranslatableEntityName } from "./catalog";

export interface TranslationEdit {
  entity: TranslatableEntityName;
  id: string;
  field: string;
  text: string;
}

/** A translation as it is stored: rich text through its one allow-list, like any admin input (DESIGN). */
export function safeTranslation(kind: TextKind, text: string): string {
  if (kind === "post_html") return sanitizePostHtml(text);
  if (kind === "section_html") return sectionDescriptionHtml(text);
  return text;
}

const rowKey = (edit: TranslationEdit) => `${edit.entity}:${edit.id}`;

/**
 * Puts translations into the organisation's change set, whatever the person's draft-mode switch: visitors see
 * them only once published. One save per row through the one save path (its role, lease and version rules),
 * each field's map as draft mode shows it with the language's text set. Answers the edits saved (a text
 * already equal to the draft-mode value is no change).
 */
export async function draftTranslations(
  db: Db,
  { user, site, lang, edits }: { user: RequestUser; site: Site; lang: Locale; edits: TranslationEdit[] },
): Promise<TranslationEdit[]> {
  const byRow = new Map<string, TranslationEdit[]>();
  for (const edit of edits) byRow.set(rowKey(edit), [...(byRow.get(rowKey(edit)) ?? []), edit]);
  const saved: TranslationEdit[] = [];
  for (const rowEdits of byRow.values()) {
    const { entity, id } = rowEdits[0]!;
    const live = await entityStore(entity).find(db, { orgId: site.id, id });
    if (!live) continue;
    const current = withDraft(live, await findDraft(db, { orgId: site.id, entity, entityId: id }));
    const changes: Record<string, Record<string, string>> = {};
    const changed: TranslationEdit[] = [];
    for (const edit of rowEdits) {
      const field = translatableField(entity, edit.field);
      if (!field) continue;
      const text = safeTranslation(field.kind, edit.text);
      const map = changes[field.translation] ?? translationsOf(current, field);
      if (map[lang] === text) continue;
      changes[field.translation] = { ...map, [lang]: text };
      changed.push({ ...edit, text });
    }
    if (changed.length === 0) continue;
    await saveIn(db, {
      user,
      site,
      entity,
      id,
      changes,
      ifMatch: null,
      versionRequired: false,
      draft: true,
    });
    saved.push(...changed);
  }
  return saved;
}

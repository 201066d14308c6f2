import "server-only";
import { ApiError } from "@/lib/api/errors";
import type { RequestUser } from "@/lib/auth/request-user";
import { withRls } from "@/lib/db";
import { entityStore } from "@/lib/editing/mutations";
import { actorName, refreshSite, saveIn } from "@/lib/editing/save";
import type { Locale } from "@/lib/i18n/locales";
import { CHANGE_NOT_FOUND_MESSAGE } from "@/lib/publishing/constants";
import { recordDraft } from "@/lib/publishing/drafts";
import { rebaseChange } from "@/lib/publishing/mutations";
import { assertMayPublish } from "@/lib/publishing/publish";
import { findChange, findDraft } from "@/lib/publishing/queries";
import type { Site } from "@/lib/tenancy/site";
import { isTranslatableEntity, translatableField, translationsOf } from "./catalog";

export interface TranslationReview {
  /** The change in the change set holding the translation. */
  changeId: string;
  /** The text's field (its contract name, e.g. section_title). */
  field: string;
  lang: Locale;
  action: "accept" | "discard";
}

/** The map with the language's entry taken from `from` (removed when `from` has none). */
function withEntry(map: Record<string, string>, lang: Locale, from: Record<string, string>) {
  const next = { ...map };
  if (from[lang] === undefined) delete next[lang];
  else next[lang] = from[lang];
  return next;
}

/**
 * One translation of the change set, reviewed (issue 42 §4). Discard: that language's text of that field goes back
 * to the live one; the rest of the draft stays. Accept: it goes live now, through the save path (a revision, the
 * cache refreshed), and leaves the change set; only people who may publish accept.
 */
export async function reviewTranslation({ user, site, review }: { user: RequestUser; site: Site; review: TranslationReview }): Promise<void> {
  const published = await withRls(user.claims, async (db) => {
    const change = await findChange(db, {
      orgId: site.id,
      id: review.changeId,
    });
    const field = change && isTranslatableEntity(change.entity) ? translatableField(change.entity, review.field) : null;
    if (!change || !field || !isTranslatableEntity(change.entity) || !(field.translation in change.fields))
      throw new ApiError("not_found", CHANGE_NOT_FOUND_MESSAGE);
    const { entity, entity_id: id } = change;
    const store = entityStore(entity);
    let live = await store.lock(db, { orgId: site.id, id });
    if (!live) throw new ApiError("not_found", CHANGE_NOT_FOUND_MESSAGE);
    const drafted = translationsOf(change.fields, field);
    let accepted = null;
    if (review.action === "accept") {
      await assertMayPublish(db, { user, site });
      const wasCurrent = change.base_version === live.version;
      const changes = {
        [field.translation]: withEntry(translationsOf(live, field), review.lang, drafted),
      };
      accepted = await saveIn(db, {
        user,
        site,
        entity,
        id,
        changes,
        ifMatch: null,
        versionRequired: false,
        live: true,
      });
      live = accepted.row;
      // The draft was made from the row as it stood: it still is, but for the text just accepted.
      if (wasCurrent)
        await rebaseChange(db, {
          orgId: site.id,
          id: change.id,
          baseVersion: live.version,
        });
    }
    // The draft's text for the language becomes the live one: accepted, it is live now; discarded, it never was.
    const draft = await findDraft(db, {
      orgId: site.id,
      entity,
      entityId: id,
      lock: true,
    });
    const changes = {
      [field.translation]: withEntry(drafted, review.lang, translationsOf(live, field)),
    };
    await recordDraft(db, {
      orgId: site.id,
      entity,
      id,
      author: { id: user.id, name: actorName(user) },
      live,
      draft,
      changes,
    });
    return accepted?.revision ? { entity, row: accepted.row } : null;
  });
  if (published) await refreshSite(site, published.entity, published.row);
}

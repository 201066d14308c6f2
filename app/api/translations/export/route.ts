// GET /api/translations/export?lang=de&scope=missing|outdated|all – the language's texts as an XLIFF 2 file for a
//   translator (no scope: missing and outdated); each unit names its text, the source and the current target (admins)
import { adminRoute, parseQuery } from "@/lib/api/route";
import { withRls } from "@/lib/db";
import { translationLanguage } from "@/lib/translations/language";
import { exportQuerySchema } from "@/lib/translations/schemas";
import { readSiteTexts, textsInLanguage } from "@/lib/translations/texts";
import { XLIFF_CONTENT_TYPE } from "@/lib/translations/constants";
import { toXliff } from "@/lib/translations/xliff";

export const GET = adminRoute(async ({ request, site, user }) => {
  const query = parseQuery(request, exportQuerySchema);
  const lang = translationLanguage(site, query.lang);
  const texts = await withRls(user.claims, async (db) =>
    textsInLanguage(db, {
      site,
      lang,
      texts: await readSiteTexts(db, { orgId: site.id }),
    }),
  );
  const wanted = texts.filter((text) => (query.scope === "all" ? true : query.scope ? text.status === query.scope : text.status !== "translated"));
  const xliff = toXliff({
    orgId: site.id,
    sourceLang: site.defaultLocale,
    targetLang: lang,
    // A translation waiting in the change set is the newest one: the translator continues from it.
    units: wanted.map((text) => ({
      entity: text.entity,
      entityId: text.id,
      field: text.field,
      source: text.source,
      target: text.draft ?? text.target,
    })),
  });
  const name = `translations-${lang}-${query.scope ?? "missing-outdated"}.xlf`;
  return new Response(xliff, {
    headers: {
      "content-type": `${XLIFF_CONTENT_TYPE}; charset=utf-8`,
      "content-disposition": `attachment; filename="${name}"`,
      "cache-control": "private, no-store",
    },
  });
});

// GET /api/translations/status?lang=de – each text of the site in that language: translated, missing or outdated
//   (with the source's before and after when outdated); &entity=&id= narrows to one row (admins)
import { adminRoute, parseQuery } from "@/lib/api/route";
import { withRls } from "@/lib/db";
import { privateJson } from "@/lib/organizations/route";
import { TRANSLATABLE_ENTITIES } from "@/lib/translations/catalog";
import { translationLanguage } from "@/lib/translations/language";
import { statusQuerySchema } from "@/lib/translations/schemas";
import { countTexts } from "@/lib/translations/summary";
import { readSiteTexts, textsInLanguage } from "@/lib/translations/texts";

export const GET = adminRoute(async ({ request, site, user }) => {
  const query = parseQuery(request, statusQuerySchema);
  const lang = translationLanguage(site, query.lang);
  const entities = query.entity ? TRANSLATABLE_ENTITIES.filter((entity) => entity === query.entity) : undefined;
  const texts = await withRls(user.claims, async (db) => {
    const all = await textsInLanguage(db, {
      site,
      lang,
      texts: await readSiteTexts(db, { orgId: site.id, entities }),
    });
    return query.id ? all.filter((text) => text.id === query.id) : all;
  });
  return privateJson({
    lang,
    source_lang: site.defaultLocale,
    ...countTexts(texts),
    texts,
  });
});

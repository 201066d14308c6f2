// POST /api/translations/import – a translated XLIFF 2 file (the body) into the change set, for review:
//   { applied, skipped: [{ unit, reason }] }; a file that is not this site's, or names texts it does not have, is
//   refused whole (422) (admins)
import { adminRoute } from "@/lib/api/route";
import { withRls } from "@/lib/db";
import { importTranslations } from "@/lib/translations/import";
import { XLIFF_MAX_BYTES, XLIFF_TOO_LARGE_MESSAGE } from "@/lib/translations/xliff";

export const POST = adminRoute(
  async ({ request, site, user }) => {
    const xml = await request.text();
    const result = await withRls(user.claims, (db) => importTranslations(db, { user, site, xml }));
    return Response.json(result);
  },
  { body: { bytes: XLIFF_MAX_BYTES, message: XLIFF_TOO_LARGE_MESSAGE } },
);

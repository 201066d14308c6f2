// POST /api/change-set/changes/{id}/translations { field, lang, action: accept | discard } – reviews one
//   translation in the change set: accept publishes it now (those who may publish), discard drops it (204)
import { z } from "zod";
import { ApiError } from "@/lib/api/errors";
import { editorRoute, parseBody } from "@/lib/api/route";
import { LOCALES } from "@/lib/i18n/locales";
import { CHANGE_NOT_FOUND_MESSAGE } from "@/lib/publishing/constants";
import { reviewTranslation } from "@/lib/translations/review";

const body = z
  .object({
    field: z.string().regex(/^[a-z0-9_]{1,60}$/),
    lang: z.enum(LOCALES),
    action: z.enum(["accept", "discard"]),
  })
  .strict();

export const POST = editorRoute(async ({ request, site, user, params }) => {
  const changeId = z.uuid().safeParse(params.id);
  if (!changeId.success) throw new ApiError("not_found", CHANGE_NOT_FOUND_MESSAGE);
  const { field, lang, action } = await parseBody(request, body);
  await reviewTranslation({
    user,
    site,
    review: { changeId: changeId.data, field, lang, action },
  });
  return new Response(null, { status: 204 });
});

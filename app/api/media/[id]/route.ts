// PATCH /api/media/{id} – change a file's alt text (admins)
// DELETE /api/media/{id} – remove the file from storage and from the library (admins)
import { z } from "zod";
import { editorRoute, parseBody } from "@/lib/api/route";
import { ApiError } from "@/lib/api/errors";
import { mediaPatchSchema } from "@/lib/media/schemas";
import { deleteMedia, updateMediaAlt } from "@/lib/media/store";

const mediaId = (params: Record<string, string>) => {
  const id = z.uuid().safeParse(params.id);
  if (!id.success) throw new ApiError("not_found", "This file is not in the media library.");
  return id.data;
};

export const PATCH = editorRoute(async ({ request, site, user, params }) => {
  const { alt } = await parseBody(request, mediaPatchSchema);
  return updateMediaAlt(user, site.id, mediaId(params), alt);
});

export const DELETE = editorRoute(async ({ site, user, params }) => {
  await deleteMedia(user, site.id, mediaId(params));
  return new Response(null, { status: 204 });
});

// GET /api/media?search= – the organisation's media library, newest first (admins)
// POST /api/media – multipart `file` (+ `alt`): checked (type by its bytes, size, SVG sanitised), stored in the
// organisation's folder of the media bucket as the admin, and catalogued; 201 with the file
import { ApiError } from "@/lib/api/errors";
import { editorRoute, parseQuery } from "@/lib/api/route";
import { MEDIA_UPLOAD_LIMIT_BYTES, MEDIA_UPLOAD_TOO_LARGE_MESSAGE } from "@/lib/media/rules";
import { altSchema, fileNameSchema, mediaListQuerySchema } from "@/lib/media/schemas";
import { addMedia, listMedia } from "@/lib/media/store";

export const GET = editorRoute(async ({ request, site, user }) => {
  const { search } = parseQuery(request, mediaListQuerySchema);
  return { files: await listMedia(user, site.id, search) };
});

const fieldError = (field: string, message: string) => new ApiError("bad_request", message, { [field]: message });

// The multipart body is capped while it streams (413), before it is parsed; then the file's type limit applies.
export const POST = editorRoute(async ({ request, site, user }) => {
  const form = await request.formData().catch((error: unknown) => {
    throw error instanceof ApiError ? error : fieldError("file", "Send the file as multipart form data.");
  });
  const file = form.get("file");
  if (!(file instanceof File)) throw fieldError("file", "Choose a file to upload.");
  const name = fileNameSchema.safeParse(file.name);
  if (!name.success) throw fieldError("file", name.error.issues[0].message);
  const alt = altSchema.safeParse(form.get("alt") ?? "");
  if (!alt.success) throw fieldError("alt", alt.error.issues[0].message);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const saved = await addMedia(user, site.id, { bytes, declaredType: file.type, fileName: name.data, alt: alt.data });
  return Response.json(saved, { status: 201 });
}, { body: { bytes: MEDIA_UPLOAD_LIMIT_BYTES, message: MEDIA_UPLOAD_TOO_LARGE_MESSAGE } });

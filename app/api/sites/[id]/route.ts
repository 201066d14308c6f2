// DELETE /api/sites/{id} – deletes a site the caller owns, with its content, team, domains and files (any host)
import { z } from "zod";
import { ApiError } from "@/lib/api/errors";
import { personRoute } from "@/lib/api/route";
import { deleteSite, SITE_NOT_FOUND_MESSAGE } from "@/lib/sites/delete";

export const DELETE = personRoute(async ({ user, params }) => {
  const id = z.uuid().safeParse(params.id);
  if (!id.success) throw new ApiError("not_found", SITE_NOT_FOUND_MESSAGE);
  await deleteSite(user, id.data.toLowerCase());
  return new Response(null, { status: 204 });
});

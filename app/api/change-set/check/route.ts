// GET /api/change-set/check – what the check before publishing finds in the unpublished changes, errors first
//   (editors and admins): `{ findings }`
import { editorRoute } from "@/lib/api/route";
import { withRls } from "@/lib/db";
import { privateJson } from "@/lib/organizations/route";
import { checkCurrentChangeSet } from "@/lib/publishing/check/load";

export const GET = editorRoute(async ({ site, user }) => privateJson({ findings: await withRls(user.claims, (db) => checkCurrentChangeSet(db, { site })) }));

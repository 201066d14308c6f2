// GET /api/site-check – the same check run over the whole live site, for the Dashboard (admins): `{ findings }`
import { adminRoute } from "@/lib/api/route";
import { withRls } from "@/lib/db";
import { privateJson } from "@/lib/organizations/route";
import { checkSite } from "@/lib/publishing/check/load";

export const GET = adminRoute(async ({ site, user }) => privateJson({ findings: await withRls(user.claims, (db) => checkSite(db, { site })) }));

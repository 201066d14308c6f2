import { adminRoute, parseBody } from "@/lib/api/route";
import { saveAssistantSettings } from "@/lib/assistant/mutations";
import { getAssistantSettings } from "@/lib/assistant/queries";
import { assistantSettingsInputSchema } from "@/lib/assistant/schemas";
import { withRls } from "@/lib/db";

// GET /api/assistant/settings – the AI Agents form's values (admins of the host organisation)
export const GET = adminRoute(async ({ site, user }) => withRls(user.claims, (db) => getAssistantSettings(db, { orgId: site.id })));

// PUT /api/assistant/settings – save name, greeting, on/off and sources
export const PUT = adminRoute(async ({ request, site, user }) => {
  const input = await parseBody(request, assistantSettingsInputSchema);
  return withRls(user.claims, (db) => saveAssistantSettings(db, { orgId: site.id, input }));
});

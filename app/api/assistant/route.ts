// GET /api/assistant – the host organisation's assistant as the widget shows it: name, greeting, on or off
import { route } from "@/lib/api/route";
import { getAssistantSettings } from "@/lib/assistant/queries";
import { asAnon } from "@/lib/db";

export const GET = route(async ({ site }) => {
  const settings = await asAnon((db) => getAssistantSettings(db, { orgId: site.id }));
  return { name: settings.name, greeting: settings.greeting, enabled: settings.is_enabled };
});

// POST /api/assistant/ask – answer a signed-in visitor's question from the site's FAQ and help-centre posts
import { ApiError } from "@/lib/api/errors";
import { enforceRateLimit, parseBody, userRoute } from "@/lib/api/route";
import { answerQuestion } from "@/lib/assistant/answer";
import { ASK_LIMIT_PER_DAY, ASK_LIMIT_PER_MINUTE, ASSISTANT_DISABLED_MESSAGE } from "@/lib/assistant/constants";
import { getAssistantSettings } from "@/lib/assistant/queries";
import { askInputSchema } from "@/lib/assistant/schemas";
import { asAnon } from "@/lib/db";

export const POST = userRoute(async ({ request, site, user }) => {
  const input = await parseBody(request, askInputSchema);
  const settings = await asAnon((db) => getAssistantSettings(db, { orgId: site.id }));
  if (!settings.is_enabled) throw new ApiError("forbidden", ASSISTANT_DISABLED_MESSAGE, undefined, { reason: "assistant_disabled" });
  await enforceRateLimit(`assistant:minute:${site.id}:${user.id}`, ASK_LIMIT_PER_MINUTE, 60);
  await enforceRateLimit(`assistant:day:${site.id}:${user.id}`, ASK_LIMIT_PER_DAY, 86_400);
  // A language the site does not serve is answered in its default language.
  const locale = site.locales.includes(input.locale) ? input.locale : site.defaultLocale;
  return answerQuestion({ site, locale, question: input.question, settings, user });
});

import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { assistantSettings, type AssistantSourceLink } from "@/lib/db/schema";
import type { Locale } from "@/lib/i18n/locales";
import type { AssistantSettingsInput } from "./schemas";

/** Creates or replaces the organisation's assistant settings (RLS: its admins only). */
export async function saveAssistantSettings(db: Db, { orgId, input }: { orgId: string; input: AssistantSettingsInput }) {
  const values = { name: input.name, greeting: input.greeting || null, is_enabled: input.is_enabled, sources: input.sources };
  const [row] = await db
    .insert(assistantSettings)
    .values({ organization_id: orgId, ...values })
    .onConflictDoUpdate({ target: assistantSettings.organization_id, set: values })
    .returning({
      name: assistantSettings.name,
      greeting: assistantSettings.greeting,
      is_enabled: assistantSettings.is_enabled,
      sources: assistantSettings.sources,
      updated_at: assistantSettings.updated_at,
    });
  return row;
}

interface LoggedQuestion {
  orgId: string;
  locale: Locale;
  question: string;
  answered: boolean;
  answer: string | null;
  sources: AssistantSourceLink[];
  visitorKey: string | null;
}

/** Records a question for the admins' list, through the one function allowed to write that table. */
export async function logAssistantQuestion(db: Db, q: LoggedQuestion): Promise<void> {
  await db.execute(
    sql`select private.log_assistant_question(${q.orgId}, ${q.locale}, ${q.question}, ${q.answered}, ${q.answer}, ${JSON.stringify(q.sources)}::jsonb, ${q.visitorKey})`,
  );
}

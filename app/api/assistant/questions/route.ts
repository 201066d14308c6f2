// GET /api/assistant/questions?unanswered=1&limit= – recent questions asked of the assistant (admins only)
import { adminRoute, parseQuery } from "@/lib/api/route";
import { countUnansweredQuestions, recentQuestions, unansweredQuestions } from "@/lib/assistant/queries";
import { questionsQuerySchema } from "@/lib/assistant/schemas";
import { withRls } from "@/lib/db";

export const GET = adminRoute(async ({ request, site, user }) => {
  const { unanswered, limit } = parseQuery(request, questionsQuerySchema);
  return withRls(user.claims, async (db) => ({
    questions: unanswered === "1" ? await unansweredQuestions(db, site.id, limit) : await recentQuestions(db, site.id, limit),
    unanswered_count: await countUnansweredQuestions(db, site.id),
  }));
});

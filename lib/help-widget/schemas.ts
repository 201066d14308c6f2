import { z } from "zod";

/** GET /api/help-center: what the widget's FAQ, knowledge-base and features views show. */
export const helpContentSchema = z.object({
  faqs: z.array(z.object({ id: z.string(), question: z.string(), answer: z.string() })),
  articles: z.array(z.object({ id: z.string(), slug: z.string(), title: z.string(), description: z.string() })),
  features: z.array(z.object({ id: z.string(), name: z.string(), description: z.string() })),
});
export type HelpContent = z.infer<typeof helpContentSchema>;

import type { Session } from "@supabase/supabase-js";
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { apiFetch } from "@/lib/api/client";
import { MEMBERSHIP_ROLES } from "@/lib/memberships/roles";

const sitesAnswer = z.object({
  sites: z.array(z.object({ id: z.string(), name: z.string(), host: z.string(), local_host: z.string().nullable(), role: z.enum(MEMBERSHIP_ROLES) })),
});
export type ConsoleSite = z.infer<typeof sitesAnswer>["sites"][number];

/** GET /api/sites: the signed-in person's sites and roles, one query for the sites list and the Team page. */
export function sitesQuery(session: Session) {
  return queryOptions({
    queryKey: ["console", "sites", session.user.id],
    queryFn: () => apiFetch("/api/sites", sitesAnswer, { token: session.access_token }),
  });
}

"use client";

import type { Session } from "@supabase/supabase-js";
import { useQuery } from "@tanstack/react-query";
import { useFormatter, useTranslations } from "next-intl";
import { useId } from "react";
import { z } from "zod";
import { apiFetch } from "@/lib/api/client";
import { MEMBERSHIP_ROLES, ROLE_LABEL_KEYS } from "@/lib/memberships/roles";
import { TEAM_EVENT_ACTIONS } from "@/lib/model/enums";

const eventsAnswer = z.object({
  events: z.array(
    z.object({
      id: z.number(),
      action: z.enum(TEAM_EVENT_ACTIONS),
      subject: z.string(),
      role: z.enum(MEMBERSHIP_ROLES).nullable(),
      previous_role: z.enum(MEMBERSHIP_ROLES).nullable(),
      created_at: z.string(),
      actor: z.string().nullable(),
    }),
  ),
});


/** The team's audit log: who changed which membership or invitation, and when, newest first. */
export function TeamActivity({ orgId, session }: { orgId: string; session: Session }) {
  const t = useTranslations("Team");
  const tAccount = useTranslations("Account");
  const format = useFormatter();
  const headingId = useId();
  const events = useQuery({
    queryKey: ["console", "audit", orgId],
    queryFn: () => apiFetch(`/api/organizations/${encodeURIComponent(orgId)}/audit`, eventsAnswer, { token: session.access_token }),
  });
  const role = (value: keyof typeof ROLE_LABEL_KEYS | null) => (value ? tAccount(ROLE_LABEL_KEYS[value]) : "");

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-2xl font-semibold text-gray-900">
        {t("activity")}
      </h2>
      {events.data?.events.length === 0 && <p>{t("noActivity")}</p>}
      <ol className="space-y-2">
        {events.data?.events.map((event) => (
          <li key={event.id} className="text-sm">
            <time dateTime={event.created_at} className="mr-2 text-gray-700">
              {format.dateTime(new Date(event.created_at), { dateStyle: "medium", timeStyle: "short" })}
            </time>
            {t(`events.${event.action}`, { actor: event.actor ?? t("someone"), subject: event.subject, role: role(event.role), previous: role(event.previous_role) })}
          </li>
        ))}
      </ol>
    </section>
  );
}

"use client";

import type { Session } from "@supabase/supabase-js";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { z } from "zod";
import { ApiClientError, anyAnswer, apiFetch } from "@/lib/api/client";
import { MEMBERSHIP_ROLES, type MembershipRole, ROLE_LABEL_KEYS, roleAtLeast } from "@/lib/memberships/roles";
import { consolePath } from "./console-path";
import { sitesQuery } from "./sites-query";
import { TeamActivity } from "./team-activity";

const membersAnswer = z.object({
  members: z.array(z.object({ user_id: z.string(), role: z.enum(MEMBERSHIP_ROLES), email: z.string().nullable(), username: z.string().nullable(), full_name: z.string().nullable() })),
});
const invitesAnswer = z.object({
  invites: z.array(z.object({ id: z.string(), email: z.string(), role: z.enum(MEMBERSHIP_ROLES), expires_at: z.string(), expired: z.boolean() })),
});

const TEAM_ROLES = ["owner", "admin", "editor"] as const;

const REASONS = { last_owner: "lastOwner", above_own: "aboveOwn", already_member: "alreadyMember" } as const;

/** The message an API refusal shows in the person's language (the API's own texts are English), by its reason. */
function refusal(t: ReturnType<typeof useTranslations<"Team">>, error: unknown): string {
  const reason = error instanceof ApiClientError ? error.details.reason : undefined;
  return typeof reason === "string" && reason in REASONS ? t(REASONS[reason as keyof typeof REASONS]) : t("failed");
}

/** A site's members (roles changed up to one's own, removal) and its invitations (send, resend, revoke). */
export function TeamPanel({ orgId, session }: { orgId: string; session: Session }) {
  const t = useTranslations("Team");
  const tAccount = useTranslations("Account");
  const format = useFormatter();
  const locale = useLocale();
  const client = useQueryClient();
  const ids = { heading: useId(), invite: useId(), email: useId(), role: useId(), status: useId() };
  const token = session.access_token;
  const base = `/api/organizations/${encodeURIComponent(orgId)}`;
  const [status, setStatus] = useState<{ text: string; alert: boolean } | null>(null);
  const [inviteRole, setInviteRole] = useState<(typeof TEAM_ROLES)[number]>("editor");

  const sites = useQuery(sitesQuery(session));
  const members = useQuery({ queryKey: ["console", "members", orgId], queryFn: () => apiFetch(`${base}/members`, membersAnswer, { token }) });
  const invites = useQuery({ queryKey: ["console", "invites", orgId], queryFn: () => apiFetch(`${base}/invites`, invitesAnswer, { token }) });
  const site = sites.data?.sites.find((candidate) => candidate.id === orgId);
  const ownRole: MembershipRole | null = site?.role ?? null;

  const change = useMutation({
    mutationFn: (request: { path: string; method: string; body?: unknown; done: string }) =>
      apiFetch(`${base}${request.path}`, anyAnswer, { method: request.method, token, body: request.body }),
    onSuccess: (_, request) => setStatus({ text: request.done, alert: false }),
    onError: (error) => setStatus({ text: refusal(t, error), alert: true }),
    onSettled: () => client.invalidateQueries({ queryKey: ["console"] }),
  });

  const sendInvite = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get("email") ?? "").trim();
    change.mutate({ path: "/invites", method: "POST", body: { email, role: inviteRole }, done: t("sent", { email }) }, { onSuccess: () => form.reset() });
  };

  const nameOf = (member: z.infer<typeof membersAnswer>["members"][number]) => member.full_name || member.username || member.email || member.user_id;
  const team = members.data?.members.filter((member) => member.role !== "customer") ?? [];
  const offered = TEAM_ROLES.filter((role) => roleAtLeast(ownRole, role));

  return (
    <div className="space-y-10">
      <a href={consolePath(locale, "/")} className="text-sm text-sky-800 underline">
        {t("backToSites")}
      </a>
      <section aria-labelledby={ids.heading} className="space-y-4">
        <h1 id={ids.heading} className="text-3xl font-semibold text-gray-900">
          {site ? `${t("team")}: ${site.name}` : t("team")}
        </h1>
        <div id={ids.status} aria-live="polite">
          {status && <p role={status.alert ? "alert" : "status"} className={status.alert ? "text-red-700" : "text-gray-800"}>{status.text}</p>}
        </div>
        {(members.isPending || sites.isPending) && <p role="status">{t("loading")}</p>}
        {members.isError && <p role="alert">{refusal(t, members.error)}</p>}
        {team.length > 0 && (
          <table className="w-full rounded-xl bg-white text-left shadow ring-1 ring-gray-200">
            <caption className="sr-only">{t("members")}</caption>
            <thead>
              <tr className="border-b border-gray-200 text-sm text-gray-700">
                <th scope="col" className="px-4 py-2">{t("member")}</th>
                <th scope="col" className="px-4 py-2">{t("role")}</th>
                <th scope="col" className="px-4 py-2"><span className="sr-only">{t("remove")}</span></th>
              </tr>
            </thead>
            <tbody>
              {team.map((member) => {
                const name = nameOf(member);
                const mine = member.user_id === session.user.id;
                const changeable = roleAtLeast(ownRole, member.role) && roleAtLeast(ownRole, "admin");
                return (
                  <tr key={member.user_id} className="border-b border-gray-100 last:border-0">
                    <td className="px-4 py-3">
                      {name} {mine && <span className="text-sm text-gray-700">{t("you")}</span>}
                      {member.email && member.email !== name && <span className="block text-sm text-gray-700">{member.email}</span>}
                    </td>
                    <td className="px-4 py-3">
                      <select
                        aria-label={t("changeRole", { name })}
                        value={member.role}
                        disabled={!changeable || change.isPending}
                        onChange={(event) => change.mutate({ path: `/members/${member.user_id}`, method: "PATCH", body: { role: event.target.value }, done: t("saved") })}
                        className="rounded-md border border-gray-400 px-2 py-1"
                      >
                        {TEAM_ROLES.map((role) => (
                          <option key={role} value={role} disabled={!roleAtLeast(ownRole, role)}>
                            {tAccount(ROLE_LABEL_KEYS[role])}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td className="px-4 py-3 text-right">
                      {changeable && (
                        <button
                          type="button"
                          disabled={change.isPending}
                          onClick={() => window.confirm(t("removeConfirm", { name })) && change.mutate({ path: `/members/${member.user_id}`, method: "DELETE", done: t("saved") })}
                          className="text-sm text-red-700 underline"
                        >
                          {t("remove")}
                          <span className="sr-only"> {name}</span>
                        </button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby={ids.invite} className="space-y-4 rounded-xl bg-white p-6 shadow ring-1 ring-gray-200">
        <h2 id={ids.invite} className="text-2xl font-semibold text-gray-900">
          {t("inviteTitle")}
        </h2>
        <form onSubmit={sendInvite} className="flex flex-wrap items-end gap-3">
          <div className="grow">
            <label htmlFor={ids.email} className="block text-sm font-medium text-gray-800">{t("email")}</label>
            <input id={ids.email} name="email" type="email" required autoComplete="off" className="mt-1 w-full rounded-md border border-gray-400 px-3 py-2" />
          </div>
          <div>
            <label htmlFor={ids.role} className="block text-sm font-medium text-gray-800">{t("role")}</label>
            <select id={ids.role} value={inviteRole} onChange={(event) => setInviteRole(event.target.value as (typeof TEAM_ROLES)[number])} className="mt-1 rounded-md border border-gray-400 px-3 py-2">
              {offered.map((role) => (
                <option key={role} value={role}>{tAccount(ROLE_LABEL_KEYS[role])}</option>
              ))}
            </select>
          </div>
          <button type="submit" disabled={change.isPending} aria-busy={change.isPending} className="rounded-md bg-sky-700 px-5 py-2 font-semibold text-white hover:bg-sky-800 disabled:opacity-60">
            {change.isPending ? t("sending") : t("send")}
          </button>
        </form>
        <h3 className="pt-4 text-lg font-semibold text-gray-900">{t("pending")}</h3>
        {invites.data?.invites.length === 0 && <p>{t("noPending")}</p>}
        {(invites.data?.invites.length ?? 0) > 0 && (
          <ul className="divide-y divide-gray-100">
            {invites.data?.invites.map((invitation) => (
              <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div>
                  <p className="font-medium">{invitation.email}</p>
                  <p className="text-sm text-gray-700">
                    {tAccount(ROLE_LABEL_KEYS[invitation.role])} · {invitation.expired ? t("expired") : t("expires", { date: format.dateTime(new Date(invitation.expires_at), { dateStyle: "medium" }) })}
                  </p>
                </div>
                <div className="flex gap-3">
                  <button type="button" disabled={change.isPending} onClick={() => change.mutate({ path: "/invites", method: "POST", body: { email: invitation.email, role: invitation.role }, done: t("sent", { email: invitation.email }) })} className="text-sm text-sky-800 underline">
                    {t("resend")}<span className="sr-only"> {invitation.email}</span>
                  </button>
                  <button type="button" disabled={change.isPending} onClick={() => change.mutate({ path: `/invites/${invitation.id}`, method: "DELETE", done: t("saved") })} className="text-sm text-red-700 underline">
                    {t("revoke")}<span className="sr-only"> {invitation.email}</span>
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <TeamActivity orgId={orgId} session={session} />
    </div>
  );
}

"use client";

import type { Session } from "@supabase/supabase-js";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { z } from "zod";
import { ApiClientError, anyAnswer, apiFetch } from "@/lib/api/client";
import { roleAtLeast } from "@/lib/memberships/roles";
import { consolePath } from "./console-path";
import { sitesQuery } from "./sites-query";

const domain = z.object({
  id: z.string(),
  hostname: z.string(),
  verified: z.boolean(),
  primary: z.boolean(),
  record: z.object({ type: z.literal("TXT"), name: z.string(), value: z.string() }),
  http: z.object({ url: z.string(), content: z.string() }),
});
const domainsAnswer = z.object({ domains: z.array(domain) });
type Domain = z.infer<typeof domain>;

/** The API's refusals by code and reason, in the person's language (the API's own texts are English). */
function refusal(t: ReturnType<typeof useTranslations<"Domains">>, error: unknown): string {
  if (!(error instanceof ApiClientError)) return t("failed");
  if (error.code === "domain_not_verified") return t("notFoundYet");
  if (error.details.reason === "taken") return t("taken");
  if (error.details.reason === "on_site") return t("onSite");
  if (error.details.reason === "unverified") return t("verifyFirst");
  if (error.status === 400) return t("invalid");
  return t("failed");
}

/** The other name of a www/apex pair that redirects to a domain: example.test for www.example.test, and back. */
const counterpart = (hostname: string) => (hostname.startsWith("www.") ? hostname.slice(4) : `www.${hostname}`);

/** A site's addresses: its platform address and custom domains, each verified by DNS or a file, one primary. */
export function DomainsPanel({ orgId, session }: { orgId: string; session: Session }) {
  const t = useTranslations("Domains");
  const tTeam = useTranslations("Team");
  const locale = useLocale();
  const client = useQueryClient();
  const ids = { heading: useId(), add: useId(), hostname: useId() };
  const token = session.access_token;
  const base = `/api/organizations/${encodeURIComponent(orgId)}/domains`;
  const [status, setStatus] = useState<{ text: string; alert: boolean } | null>(null);

  const sites = useQuery(sitesQuery(session));
  const domains = useQuery({ queryKey: ["console", "domains", orgId], queryFn: () => apiFetch(base, domainsAnswer, { token }) });
  const site = sites.data?.sites.find((candidate) => candidate.id === orgId);
  const owner = roleAtLeast(site?.role ?? null, "owner");
  const list = domains.data?.domains ?? [];
  const hasPrimary = list.some((entry) => entry.primary);

  const change = useMutation({
    mutationFn: (request: { path: string; method: string; body?: unknown; done: string }) => apiFetch(`${base}${request.path}`, anyAnswer, { method: request.method, token, body: request.body }),
    onSuccess: (_, request) => setStatus({ text: request.done, alert: false }),
    onError: (error) => setStatus({ text: refusal(t, error), alert: true }),
    onSettled: () => client.invalidateQueries({ queryKey: ["console", "domains", orgId] }),
  });

  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const hostname = String(new FormData(form).get("hostname") ?? "").trim();
    change.mutate({ path: "", method: "POST", body: { hostname }, done: t("added", { hostname }) }, { onSuccess: () => form.reset() });
  };

  return (
    <div className="space-y-10">
      <a href={consolePath(locale, "/")} className="text-sm text-sky-800 underline">
        {tTeam("backToSites")}
      </a>
      <section aria-labelledby={ids.heading} className="space-y-4">
        <h1 id={ids.heading} className="text-3xl font-semibold text-gray-900">
          {site ? `${t("title")}: ${site.name}` : t("title")}
        </h1>
        <div aria-live="polite">{status && <p role={status.alert ? "alert" : "status"} className={status.alert ? "text-red-700" : "text-gray-800"}>{status.text}</p>}</div>
        {(domains.isPending || sites.isPending) && <p role="status">{tTeam("loading")}</p>}
        {domains.isError && <p role="alert">{refusal(t, domains.error)}</p>}
        {site && !owner && <p>{t("ownersOnly")}</p>}
        <ul className="divide-y divide-gray-200 rounded-xl bg-white shadow ring-1 ring-gray-200">
          {site && (
            <li className="px-5 py-4">
              <p className="font-semibold text-gray-900">{site.local_host ?? site.host}</p>
              <p className="text-sm text-gray-700">
                {t("platformAddress")}
                {!hasPrimary && ` · ${t("primary")}`}
              </p>
            </li>
          )}
          {list.map((entry) => (
            <DomainRow key={entry.id} entry={entry} owner={owner} busy={change.isPending} onChange={change.mutate} />
          ))}
        </ul>
      </section>
      {owner && (
        <section aria-labelledby={ids.add} className="space-y-4 rounded-xl bg-white p-6 shadow ring-1 ring-gray-200">
          <h2 id={ids.add} className="text-2xl font-semibold text-gray-900">
            {t("addTitle")}
          </h2>
          <form onSubmit={add} className="flex flex-wrap items-end gap-3">
            <div className="grow">
              <label htmlFor={ids.hostname} className="block text-sm font-medium text-gray-800">
                {t("hostname")}
              </label>
              <input id={ids.hostname} name="hostname" required autoComplete="off" placeholder="www.example.com" aria-describedby={`${ids.hostname}-hint`} className="mt-1 w-full rounded-md border border-gray-400 px-3 py-2" />
              <p id={`${ids.hostname}-hint`} className="mt-1 text-sm text-gray-700">
                {t("hostnameHint")}
              </p>
            </div>
            <button type="submit" disabled={change.isPending} className="rounded-md bg-sky-700 px-5 py-2 font-semibold text-white hover:bg-sky-800 disabled:opacity-60">
              {t("add")}
            </button>
          </form>
        </section>
      )}
    </div>
  );
}

type Change = { path: string; method: string; body?: unknown; done: string };

/** One custom domain: its state, the records that verify it while it is not, and what an owner can do with it. */
function DomainRow({ entry, owner, busy, onChange }: { entry: Domain; owner: boolean; busy: boolean; onChange: (change: Change) => void }) {
  const t = useTranslations("Domains");
  const label = <span className="sr-only"> {entry.hostname}</span>;
  return (
    <li className="space-y-3 px-5 py-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="font-semibold text-gray-900">{entry.hostname}</p>
          <p className="text-sm text-gray-700">
            {entry.verified ? t("verified") : t("unverified")}
            {entry.primary && ` · ${t("primary")}`}
            {entry.verified && ` · ${t("aliasNote", { alias: counterpart(entry.hostname) })}`}
          </p>
        </div>
        {owner && (
          <div className="flex gap-3">
            {!entry.verified && (
              <button type="button" disabled={busy} onClick={() => onChange({ path: `/${entry.id}/verify`, method: "POST", done: t("verifiedNow", { hostname: entry.hostname }) })} className="rounded-md bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800 disabled:opacity-60">
                {t("verify")}
                {label}
              </button>
            )}
            {entry.verified && (
              <button type="button" disabled={busy} onClick={() => onChange({ path: `/${entry.id}`, method: "PATCH", body: { primary: !entry.primary }, done: t("saved") })} className="text-sm text-sky-800 underline">
                {entry.primary ? t("unsetPrimary") : t("makePrimary")}
                {label}
              </button>
            )}
            <button type="button" disabled={busy} onClick={() => window.confirm(t("removeConfirm", { hostname: entry.hostname })) && onChange({ path: `/${entry.id}`, method: "DELETE", done: t("removed", { hostname: entry.hostname }) })} className="text-sm text-red-700 underline">
              {t("remove")}
              {label}
            </button>
          </div>
        )}
      </div>
      {!entry.verified && (
        <div className="space-y-2 rounded-md bg-gray-50 p-4 text-sm text-gray-800">
          <p>{t("dnsInstructions")}</p>
          <table className="w-full text-left">
            <caption className="sr-only">{t("dnsRecord", { hostname: entry.hostname })}</caption>
            <thead>
              <tr>
                <th scope="col" className="pr-4">{t("recordType")}</th>
                <th scope="col" className="pr-4">{t("recordName")}</th>
                <th scope="col">{t("recordValue")}</th>
              </tr>
            </thead>
            <tbody>
              <tr className="font-mono break-all">
                <td className="pr-4">{entry.record.type}</td>
                <td className="pr-4">{entry.record.name}</td>
                <td>{entry.record.value}</td>
              </tr>
            </tbody>
          </table>
          <p>{t("httpInstructions", { url: entry.http.url })}</p>
          <p className="font-mono break-all">{entry.http.content}</p>
        </div>
      )}
    </li>
  );
}

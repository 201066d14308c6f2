"use client";

import type { Session } from "@supabase/supabase-js";
import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { loadSupabaseClient } from "@/lib/auth/session-store";
import { ROLE_LABEL_KEYS, roleAtLeast } from "@/lib/memberships/roles";
import { consolePath } from "./console-path";
import { CreateSiteForm } from "./create-site-form";
import { DeleteSiteDialog } from "./delete-site-dialog";
import { sitesQuery, type ConsoleSite } from "./sites-query";
import { siteEntryUrl } from "./site-address";



/** The signed-in person's sites with their role, a switcher between them, and Create a site. */
export function ConsoleSites({ session }: { session: Session }) {
  const t = useTranslations("Console");
  const tAccount = useTranslations("Account");
  const tTeam = useTranslations("Team");
  const locale = useLocale();
  const switcherId = useId();
  const sites = useQuery(sitesQuery(session));
  const open = (site: ConsoleSite) => window.location.assign(siteEntryUrl(site, session));
  const list = sites.data?.sites ?? [];
  const [deleting, setDeleting] = useState<ConsoleSite | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);

  return (
    <div className="space-y-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-sm text-gray-700">{t("signedInAs", { email: session.user.email ?? "" })}</p>
        <button
          type="button"
          onClick={async () => void (await loadSupabaseClient()).auth.signOut()}
          className="text-sm text-sky-800 underline"
        >
          {t("logOut")}
        </button>
      </div>
      <section aria-labelledby="console-sites" className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h1 id="console-sites" className="text-3xl font-semibold text-gray-900">
            {t("title")}
          </h1>
          {list.length > 1 && (
            <div>
              <label htmlFor={switcherId} className="block text-sm font-medium text-gray-800">
                {t("switcher")}
              </label>
              <select
                id={switcherId}
                defaultValue=""
                onChange={(event) => {
                  const site = list.find((candidate) => candidate.id === event.target.value);
                  if (site) open(site);
                }}
                className="mt-1 rounded-md border border-gray-400 px-3 py-2"
              >
                <option value="" disabled>
                  {t("switcher")}
                </option>
                {list.map((site) => (
                  <option key={site.id} value={site.id}>
                    {site.name}
                  </option>
                ))}
              </select>
            </div>
          )}
        </div>
        <div aria-live="polite">{deleted && <p role="status">{t("deleted", { name: deleted })}</p>}</div>
        {sites.isPending && <p role="status">{t("loading")}</p>}
        {sites.isError && <p role="alert">{t("failed")}</p>}
        {sites.isSuccess && list.length === 0 && <p>{t("noSites")}</p>}
        {list.length > 0 && (
          <ul className="divide-y divide-gray-200 rounded-xl bg-white shadow ring-1 ring-gray-200">
            {list.map((site) => (
              <li key={site.id} className="flex flex-wrap items-center justify-between gap-3 px-5 py-4">
                <div>
                  <p className="font-semibold text-gray-900">{site.name}</p>
                  <p className="text-sm text-gray-700">{t("role", { role: tAccount(ROLE_LABEL_KEYS[site.role]) })}</p>
                </div>
                <div className="flex items-center gap-4">
                  {roleAtLeast(site.role, "admin") && (
                    <>
                      <a href={consolePath(locale, `/team?site=${site.id}`)} className="text-sm text-sky-800 underline">
                        {tTeam("team")}
                        <span className="sr-only">: {site.name}</span>
                      </a>
                      <a href={consolePath(locale, `/domains?site=${site.id}`)} className="text-sm text-sky-800 underline">
                        {tTeam("domains")}
                        <span className="sr-only">: {site.name}</span>
                      </a>
                    </>
                  )}
                  {site.role === "owner" && (
                    <button type="button" onClick={() => setDeleting(site)} className="text-sm text-red-700 underline">
                      {t("deleteSite")}
                      <span className="sr-only">: {site.name}</span>
                    </button>
                  )}
                  <button type="button" onClick={() => open(site)} className="rounded-md bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800">
                    {t("open", { name: site.name })}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <CreateSiteForm session={session} />
      {deleting && (
        <DeleteSiteDialog
          site={deleting}
          session={session}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleted(deleting.name);
            setDeleting(null);
          }}
        />
      )}
    </div>
  );
}

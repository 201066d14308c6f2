"use client";

import { useTranslations } from "next-intl";
import { useSite } from "@/components/site/site-context";
import { localizedPath } from "@/lib/i18n/paths";
import type { SiteEntry } from "@/lib/pages/site-index";

const LINK = "rounded px-1 text-sky-800 underline underline-offset-2 hover:text-sky-950 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600";

interface SiteTreeProps {
  entries: SiteEntry[];
  /** Called when a link is followed: the Site Map closes as its page opens. */
  onOpen(): void;
}

/** A nested list of links: each entry opens its page (in the language being viewed), its children below it. */
export function SiteTree({ entries, onOpen }: SiteTreeProps) {
  const t = useTranslations("Editors.siteMap");
  const { locale, defaultLocale } = useSite();
  const href = (entry: SiteEntry) => (entry.href.startsWith("/") ? localizedPath(entry.href, locale, defaultLocale) : entry.href);
  return (
    <ul className="space-y-1">
      {entries.map((entry) => (
        <li key={entry.id}>
          <a href={href(entry)} className={LINK} onClick={onOpen}>
            {entry.label}
          </a>{" "}
          {entry.label !== entry.href && <span className="text-xs text-gray-700">{entry.href}</span>}
          {entry.hidden && <span className="ml-2 rounded bg-gray-100 px-1.5 py-0.5 text-xs text-gray-800">{t(entry.id.startsWith("post:") ? "draft" : "hidden")}</span>}
          {entry.children.length > 0 && (
            <div className="mt-1 border-l border-gray-200 pl-4">
              <SiteTree entries={entry.children} onOpen={onOpen} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

"use client";

import { useTranslations } from "next-intl";
import { useId, useMemo } from "react";
import { extractToc, type TocEntry } from "@/lib/posts/toc";

const HEADINGS = "h2, h3, h4, h5, h6";

interface Numbered extends TocEntry {
  index: number;
  children: Numbered[];
}

/** The entries in document order, numbered: the n-th entry is the n-th heading in the editor. */
function numbered(entries: TocEntry[], counter = { next: 0 }): Numbered[] {
  return entries.map((entry) => {
    const index = counter.next++;
    return { ...entry, index, children: numbered(entry.children, counter) };
  });
}

function Entries({ entries, onGo }: { entries: Numbered[]; onGo(index: number): void }) {
  return (
    <ul className="space-y-1">
      {entries.map((entry) => (
        <li key={entry.tag_id} data-toc-level={entry.tag_name}>
          <button type="button" onClick={() => onGo(entry.index)} className="text-left text-gray-700 hover:text-sky-800 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600">
            {entry.tag_text}
          </button>
          {entry.children.length > 0 && (
            <div className="ml-3 mt-1 border-l border-gray-200 pl-3">
              <Entries entries={entry.children} onGo={onGo} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * Spec 000 §2, 002 §2: in fullscreen the editor shows the table of contents of what is being written, built
 * like the post page's ("On this page", lib/posts/toc). An entry scrolls the editor to its heading.
 */
export function PostToc({ html, contentId }: { html: string; contentId: string }) {
  const t = useTranslations("Editors.post.toc");
  const titleId = useId();
  const entries = useMemo(() => numbered(extractToc(html).entries), [html]);
  const go = (index: number) => {
    const heading = document.getElementById(contentId)?.querySelectorAll<HTMLElement>(HEADINGS)[index];
    heading?.scrollIntoView({ block: "start" });
  };
  return (
    <nav aria-labelledby={titleId} data-testid="editor-table-of-contents" className="text-sm">
      <h3 id={titleId} className="mb-3 text-xs font-semibold uppercase tracking-wider text-gray-600">
        {t("title")}
      </h3>
      {entries.length > 0 ? <Entries entries={entries} onGo={go} /> : <p className="text-gray-600">{t("empty")}</p>}
    </nav>
  );
}

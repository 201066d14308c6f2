import { useTranslations } from "next-intl";
import type { TocEntry } from "@/lib/posts/toc";

function Entries({ entries, depth }: { entries: TocEntry[]; depth: number }) {
  return (
    <ul className={depth === 0 ? "space-y-2" : "mt-2 space-y-2 border-l border-gray-200 pl-4"}>
      {entries.map((entry) => (
        <li key={entry.tag_id} data-toc-level={entry.tag_name}>
          <a href={`#${entry.tag_id}`} className="toc-link">
            {entry.tag_text}
          </a>
          {entry.children.length > 0 && <Entries entries={entry.children} depth={depth + 1} />}
        </li>
      ))}
    </ul>
  );
}

/** "On this page": the post's h2–h6 headings, nested, linking to their anchors. Nothing when there are none. */
export function TableOfContents({ entries }: { entries: TocEntry[] }) {
  const t = useTranslations("Posts");
  if (entries.length === 0) return null;
  return (
    <nav aria-labelledby="toc-title" data-testid="table-of-contents" className="text-sm">
      <h2 id="toc-title" className="mb-3 text-xs font-semibold uppercase tracking-wider text-gray-600">
        {t("onThisPage")}
      </h2>
      <Entries entries={entries} depth={0} />
    </nav>
  );
}

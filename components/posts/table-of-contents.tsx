import { useTranslations } from "next-intl";
import type { TocEntry } from "@/lib/posts/toc";

function Entries({ entries, depth }: { entries: TocEntry[]; depth: number }) {
  return (
    <ul className={depth === 0 ? "space-y-2" : "toc-nested"}>
      {entries.map((entry, index) => (
        <li key={index}>
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
export function TableOfContents({ entries, className = "" }: { entries: TocEntry[]; className?: string }) {
  const t = useTranslations("Posts");
  if (entries.length === 0) return null;
  return (
    <nav aria-labelledby="toc-title" className={`text-sm ${className}`}>
      <h2 id="toc-title" className="toc-title">
        {t("onThisPage")}
      </h2>
      <Entries entries={entries} depth={0} />
    </nav>
  );
}

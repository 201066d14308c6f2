import "@/app/prose.css";

/**
 * Sanitised post HTML set with @tailwindcss/typography (`prose`), in the site's link colour; headings leave
 * room under the fixed header when the table of contents jumps to them.
 */
const PROSE = "prose prose-lg prose-gray max-w-none prose-a:text-sky-800 prose-a:underline-offset-4 prose-img:rounded-lg [&_:is(h2,h3,h4,h5,h6)]:scroll-mt-24";

/** Post HTML that has already been sanitised (lib/posts/sanitize.ts) and given heading ids (lib/posts/toc.ts). */
export function PostContent({ html, className = "" }: { html: string; className?: string }) {
  return <div className={`${PROSE} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}

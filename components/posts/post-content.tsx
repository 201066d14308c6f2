/** Readable defaults for sanitised post HTML (no typography plugin: arbitrary variants keep it in one place). */
const PROSE = [
  "text-lg leading-8 text-gray-800",
  "[&_:is(h2,h3,h4,h5,h6)]:scroll-mt-24 [&_:is(h2,h3,h4,h5,h6)]:font-semibold [&_:is(h2,h3,h4,h5,h6)]:text-gray-900",
  "[&_h1]:text-4xl [&_h1]:font-bold [&_h2]:mt-12 [&_h2]:text-3xl [&_h3]:mt-8 [&_h3]:text-2xl [&_h4]:mt-6 [&_h4]:text-xl",
  "[&_p]:mt-5 [&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1",
  "[&_a]:text-sky-800 [&_a]:underline [&_a]:underline-offset-4",
  "[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-gray-300 [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_pre]:mt-6 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-gray-900 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:text-gray-100",
  "[&_code]:font-mono [&_img]:mt-6 [&_img]:rounded-lg",
  "[&_table]:mt-6 [&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:border-gray-200 [&_td]:p-2 [&_th]:border [&_th]:border-gray-200 [&_th]:bg-gray-50 [&_th]:p-2 [&_th]:text-left",
].join(" ");

/** Post HTML that has already been sanitised (lib/posts/sanitize.ts) and given heading ids (lib/posts/toc.ts). */
export function PostContent({ html, className = "" }: { html: string; className?: string }) {
  return <div className={`${PROSE} ${className}`} data-testid="post-content" dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * The app root's 404. Every public path is rewritten into a site's own tree, whose not-found page speaks the
 * site's language; this one only stands in for Next's built-in page, which every page's payload would
 * otherwise carry (about 1 KB of inline styles) although no site route can reach it.
 */
export default function RootNotFound() {
  return <h1>404</h1>;
}

/** TanStack Query keys of a page's live sections (spec 002 §4 Template data: cached per path during the session). */
export const sectionKeys = {
  /** The template and heading section lists of one public path. */
  lists: (urlPage: string) => ["sections", "lists", urlPage] as const,
};

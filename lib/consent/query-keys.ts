/** TanStack Query keys of the cookie settings dialog. */
export const consentKeys = {
  /** Everything the dialog read for one site, in any language. */
  site: (orgId: string) => ["consent", "settings", orgId] as const,
  /** The categories in one language with the visitor's current choice on one site. */
  settings: (orgId: string, locale: string) => ["consent", "settings", orgId, locale] as const,
};

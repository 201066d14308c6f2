/** Every cached read of an organisation carries this tag; revalidating it refreshes the whole site. */
export function orgTag(orgId: string): string {
  return `org-${orgId}`;
}

/** A finer tag for one page's sections. */
export function pageTag(orgId: string, urlPage: string): string {
  return `org-${orgId}:page:${urlPage}`;
}

import type { LocalBusiness } from "schema-dts";
import type { SiteFacts } from "./types";
import { organizationId } from "./urls";

/** What a contact section can say about where and how to reach the organisation. */
export interface ContactDetails {
  streetAddress?: string;
  addressLocality?: string;
  addressRegion?: string;
  postalCode?: string;
  /** ISO 3166-1 alpha-2. */
  addressCountry?: string;
  telephone?: string;
  email?: string;
}

const ADDRESS_FIELDS = ["streetAddress", "addressLocality", "addressRegion", "postalCode", "addressCountry"] as const;

/**
 * The organisation as a LocalBusiness (the same @id, so it adds to the Organization node), for a page with a
 * contact section. Google requires an address for a local business, so without one there is none.
 */
export function buildLocalBusiness(facts: SiteFacts, contact: ContactDetails): LocalBusiness | null {
  const address = Object.fromEntries(ADDRESS_FIELDS.flatMap((field) => (contact[field]?.trim() ? [[field, contact[field].trim()]] : [])));
  if (Object.keys(address).length === 0) return null;
  return {
    "@type": "LocalBusiness",
    "@id": organizationId(facts.origin),
    name: facts.organizationName,
    url: `${facts.origin}/`,
    ...(facts.logo ? { image: facts.logo } : {}),
    address: { "@type": "PostalAddress", ...address },
    ...(contact.telephone?.trim() ? { telephone: contact.telephone.trim() } : {}),
    ...(contact.email?.trim() ? { email: contact.email.trim() } : {}),
  };
}

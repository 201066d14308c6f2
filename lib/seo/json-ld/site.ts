import type { Organization, WebSite } from "schema-dts";
import type { SiteFacts } from "./types";
import { organizationId, websiteId } from "./urls";

/** The organisation behind the site, once per page; other nodes refer to it by its @id. */
export function buildOrganization(facts: SiteFacts): Organization {
  return {
    "@type": "Organization",
    "@id": organizationId(facts.origin),
    name: facts.organizationName,
    url: `${facts.origin}/`,
    ...(facts.logo ? { logo: facts.logo } : {}),
  };
}

/**
 * The site itself (Google takes the site name shown in results from it). Its languages are all the site offers,
 * so every page describes the same node the same way.
 */
export function buildWebSite(facts: SiteFacts): WebSite {
  return {
    "@type": "WebSite",
    "@id": websiteId(facts.origin),
    name: facts.siteName,
    url: `${facts.origin}/`,
    inLanguage: [...facts.locales],
    publisher: { "@id": organizationId(facts.origin) },
  };
}

/** A reference to the organisation for another node's author or publisher, named so it reads on its own too. */
export function organizationReference(facts: SiteFacts): Organization {
  return { "@type": "Organization", "@id": organizationId(facts.origin), name: facts.organizationName };
}

// GET /api/template-heading-sections?url_page= – the heading sections of one page of this host's organisation.
import { sectionListRoute } from "@/lib/sections/api";
import { getHeadingSections } from "@/lib/sections/data";

export const GET = sectionListRoute("Failed to fetch template headings", (site, urlPage) => getHeadingSections(site.id, urlPage));

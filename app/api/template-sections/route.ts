// GET /api/template-sections?url_page= – the template sections of one page of this host's organisation.
import { sectionListRoute } from "@/lib/sections/api";
import { getTemplateSections } from "@/lib/sections/data";

export const GET = sectionListRoute("Failed to fetch template sections", (site, urlPage) => getTemplateSections(site.id, urlPage));

// GET /api/template-heading-sections?url_page= – the heading sections of one page of this host's organisation.
// POST /api/template-heading-sections – a new heading section on {url_page}, placed after {after} (admins); 201
import { sectionListRoute } from "@/lib/sections/api";
import { getHeadingSections } from "@/lib/sections/data";
import { createSectionRoute } from "@/lib/editing/route";
import { headingSectionPatchSchema } from "@/lib/sections/schemas";

export const GET = sectionListRoute("Failed to fetch template headings", (site, urlPage) => getHeadingSections.cached(site.id, urlPage, Boolean(site.draftView)));

export const POST = createSectionRoute("heading_section", headingSectionPatchSchema.required({ name: true, description_text: true }));

// GET /api/template-sections?url_page= – the template sections of one page of this host's organisation.
// POST /api/template-sections – a new template section on {url_page}, placed after {after} (admins); 201
import { sectionListRoute } from "@/lib/sections/api";
import { getTemplateSections } from "@/lib/sections/data";
import { createSectionRoute } from "@/lib/editing/route";
import { withSafeDescriptionFields } from "@/lib/sections/rich-text";
import { checkNewTemplateSection, templateSectionPatchSchema } from "@/lib/sections/schemas";

export const GET = sectionListRoute("Failed to fetch template sections", (site, urlPage) => getTemplateSections.cached(site.id, urlPage, Boolean(site.draftView)));

export const POST = createSectionRoute("template_section", templateSectionPatchSchema, { prepare: withSafeDescriptionFields, check: checkNewTemplateSection });

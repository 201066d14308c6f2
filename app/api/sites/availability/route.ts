// GET /api/sites/availability?name=… – the address a site name makes, and whether it is free (the console's form)
import { z } from "zod";
import { parseQuery, personRoute } from "@/lib/api/route";
import { privateJson } from "@/lib/organizations/route";
import { addressAvailability } from "@/lib/sites/availability";

const query = z.object({ name: z.string().max(200) }).strict();

export const GET = personRoute(async ({ request }) => privateJson(await addressAvailability(parseQuery(request, query).name)));

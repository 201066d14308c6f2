// POST /api/metrics – a new metric card in the organisation's library (admins); 201 with the row and its version
import { createRoute } from "@/lib/editing/route";
import { metricCreateSchema } from "@/lib/sections/schemas";

export const POST = createRoute("metric", metricCreateSchema);

import { ApiError } from "@/lib/api/errors";
import { parseQuery, route } from "@/lib/api/route";
import { asAnon } from "@/lib/db";
import { findActiveMeetingType, listBusyTimes } from "@/lib/meetings/queries";
import { slotsQuerySchema } from "@/lib/meetings/schemas";
import { bookingWindow, freeSlots } from "@/lib/meetings/slots";

// GET /api/meetings/slots?meeting_type_id= – the free start times of one meeting type
export const GET = route(async ({ request, site }) => {
  const { meeting_type_id } = parseQuery(request, slotsQuerySchema);
  const now = new Date();
  const { type, busy } = await asAnon(async (db) => ({
    type: await findActiveMeetingType(db, { orgId: site.id, id: meeting_type_id }),
    busy: await listBusyTimes(db, { orgId: site.id, ...bookingWindow(now) }),
  }));
  if (!type) throw new ApiError("not_found", "This meeting type is not offered.");
  const slots = freeSlots({ now, durationMinutes: type.duration_minutes, busy }).map((slot) => slot.toISOString());
  return Response.json({ slots }, { headers: { "cache-control": "no-store" } });
});

import { parseBody, route } from "@/lib/api/route";
import { changeBookingStatus, loadBookingAccess, viewOf } from "@/lib/meetings/booking-access";
import { bookingIdSchema, updateBookingInputSchema } from "@/lib/meetings/schemas";
import { ApiError } from "@/lib/api/errors";

async function bookingId(params: Promise<{ id: string }>): Promise<string> {
  const parsed = bookingIdSchema.safeParse((await params).id);
  if (!parsed.success) throw new ApiError("not_found", "Booking not found.");
  return parsed.data;
}

// GET /api/meetings/bookings/{id} – the booking, for its guest (link token), host, admin or customer
export function GET(request: Request, { params }: RouteContext<"/api/meetings/bookings/[id]">) {
  return route(async ({ site }) => {
    const access = await loadBookingAccess(request, site, await bookingId(params));
    return Response.json({ booking: await viewOf(access), server_time: new Date().toISOString() }, { headers: { "cache-control": "no-store" } });
  })(request);
}

// PUT /api/meetings/bookings/{id} – {status}: enter the waiting room, admit, reject, or complete the call
export function PUT(request: Request, { params }: RouteContext<"/api/meetings/bookings/[id]">) {
  return route(async ({ request, site }) => {
    const id = await bookingId(params);
    const { status } = await parseBody(request, updateBookingInputSchema);
    const access = await loadBookingAccess(request, site, id);
    const booking = await changeBookingStatus(access, status);
    return { booking: await viewOf(access, booking), server_time: new Date().toISOString() };
  })(request);
}

import { parseBody, route } from "@/lib/api/route";
import { changeBookingStatus, loadBookingAccess, viewOf } from "@/lib/meetings/booking-access";
import { leaveWaitingRoomInputSchema } from "@/lib/meetings/schemas";

// POST /api/meetings/waiting-room/leave – {booking_id}: the guest leaves; the booking is confirmed again
export const POST = route(async ({ request, site }) => {
  const { booking_id } = await parseBody(request, leaveWaitingRoomInputSchema);
  const access = await loadBookingAccess(request, site, booking_id);
  const booking = await changeBookingStatus(access, "confirmed");
  return { success: true, booking: await viewOf(access, booking), server_time: new Date().toISOString() };
});

import { ApiError } from "@/lib/api/errors";
import { parseBody, route } from "@/lib/api/route";
import { changeBookingStatus, loadBookingAccess } from "@/lib/meetings/booking-access";
import { meetingRoomName, mintVideoToken, readLiveKitConfig } from "@/lib/meetings/livekit";
import { launchVideoInputSchema } from "@/lib/meetings/schemas";

// POST /api/meetings/launch-video – {booking_id, update_status}: the host admits (in_progress) and either side gets a video token
export const POST = route(async ({ request, site }) => {
  const { booking_id, update_status } = await parseBody(request, launchVideoInputSchema);
  const access = await loadBookingAccess(request, site, booking_id);
  if (access.kind === "customer") throw new ApiError("forbidden", "Only the guest or the host can join this call.");
  if (update_status && access.kind !== "host") throw new ApiError("forbidden", "Only the host can admit the guest.");

  // The status change comes first, so admitting works even where video is not configured.
  const booking = update_status ? await changeBookingStatus(access, "in_progress") : access.booking;
  if (booking.status !== "in_progress") throw new ApiError("invalid_transition", "The call has not started.");

  const config = readLiveKitConfig();
  if (!config) throw new ApiError("video_not_configured", "Video calls are not configured");
  const room = meetingRoomName(site.id, booking.id);
  const identity = access.kind === "guest" ? `guest-${booking.id}` : `host-${access.user.id}`;
  const name =
    access.kind === "guest"
      ? booking.customer_name
      : access.user.profile?.full_name || access.user.profile?.username || access.user.email || "Host";
  const token = await mintVideoToken(config, { room, identity, name });
  return { success: true, token, room_name: room, server_url: config.LIVEKIT_URL, error: null };
});

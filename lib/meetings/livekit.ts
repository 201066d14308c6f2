import "server-only";
import { AccessToken } from "livekit-server-sdk";
import { z } from "zod";
import { VIDEO_TOKEN_TTL_SECONDS } from "./constants";

// The boundary with LiveKit. Everything up to here (who may join which room, with which identity and
// grants, for how long) is ours and tested; the token is minted locally with livekit-server-sdk. What
// lies beyond (the LiveKit server at LIVEKIT_URL that accepts the token and carries the media) cannot
// run in development or CI here: there is no server binary and no network. Unset, video calls answer
// "video_not_configured" and both sides say so instead of showing a broken call.

const liveKitEnvSchema = z.object({
  LIVEKIT_URL: z.url(),
  LIVEKIT_API_KEY: z.string().trim().min(1),
  LIVEKIT_API_SECRET: z.string().trim().min(1),
});
export type LiveKitConfig = z.infer<typeof liveKitEnvSchema>;

/** LiveKit's settings, or null when any is missing (the "video is not configured" state). */
export function readLiveKitConfig(source: Record<string, string | undefined> = process.env): LiveKitConfig | null {
  const parsed = liveKitEnvSchema.safeParse({
    LIVEKIT_URL: source.LIVEKIT_URL || undefined,
    LIVEKIT_API_KEY: source.LIVEKIT_API_KEY || undefined,
    LIVEKIT_API_SECRET: source.LIVEKIT_API_SECRET || undefined,
  });
  return parsed.success ? parsed.data : null;
}

/** One room per booking, named after its organisation too, so no two tenants can ever share one. */
export function meetingRoomName(organizationId: string, bookingId: string): string {
  return `org-${organizationId}-booking-${bookingId}`;
}

/**
 * A join token for exactly one room. Identity and name come from the server (never the client);
 * the grants are the minimum for a call: join, publish, subscribe. No room admin, no recording.
 */
export async function mintVideoToken(
  config: LiveKitConfig,
  { room, identity, name }: { room: string; identity: string; name: string },
): Promise<string> {
  const token = new AccessToken(config.LIVEKIT_API_KEY, config.LIVEKIT_API_SECRET, {
    identity,
    name,
    ttl: VIDEO_TOKEN_TTL_SECONDS,
  });
  token.addGrant({ room, roomJoin: true, canPublish: true, canSubscribe: true });
  return token.toJwt();
}

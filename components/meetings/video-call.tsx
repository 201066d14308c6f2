"use client";

import { useQuery } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { videoLaunchQuery, videoTokenQuery } from "./booking-queries";
import type { MeetingAuth, VideoLaunch } from "./meeting-auth";

function Connecting() {
  const t = useTranslations("Meetings.call");
  return <p role="status">{t("connecting")}</p>;
}

// LiveKit's client and components load only when a call starts: visitors who never join download none of it.
const LiveKitCall = dynamic(() => import("./livekit-call").then((module) => module.LiveKitCall), {
  ssr: false,
  loading: Connecting,
});

interface VideoCallProps {
  bookingId: string;
  auth: MeetingAuth;
  /** The host's admit already launched the call; the guest asks for a token here. */
  initial?: VideoLaunch;
  /** Leaving the call marks the booking completed (000 §4). */
  onLeave: () => void;
}

/** The video call screen: the LiveKit call, or "Video calls are not configured" when LiveKit is unset. */
export function VideoCall({ bookingId, auth, initial, onLeave }: VideoCallProps) {
  const t = useTranslations("Meetings");
  const first = useQuery({ ...videoLaunchQuery(bookingId, auth), initialData: initial, enabled: !initial });
  // A fresh token for joining or rejoining; a connected room keeps its session.
  const refreshed = useQuery(videoTokenQuery(bookingId, auth, first.data?.kind === "ready"));
  const launch: VideoLaunch | null = refreshed.data ?? first.data ?? null;

  return (
    <section aria-labelledby="video-call-title" className="space-y-4 rounded-xl border border-gray-200 p-6" data-testid="video-call">
      <h2 id="video-call-title" className="text-xl font-semibold text-gray-900">
        {t("call.title")}
      </h2>
      {launch === null && <Connecting />}
      {launch?.kind === "not_configured" && (
        <div role="status" className="space-y-2 rounded-md bg-amber-50 p-4 text-amber-900">
          <p className="font-medium">{t("call.notConfigured")}</p>
          <p className="text-sm">{t("call.notConfiguredHint")}</p>
        </div>
      )}
      {launch?.kind === "error" && <p role="alert">{t("room.error")}</p>}
      {launch?.kind === "ready" ? (
        <LiveKitCall serverUrl={launch.serverUrl} token={launch.token} onLeave={onLeave} />
      ) : (
        launch !== null && (
          <button
            type="button"
            onClick={onLeave}
            className="rounded-md border border-gray-300 px-4 py-2 font-medium text-gray-800 hover:bg-gray-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
          >
            {t("call.leave")}
          </button>
        )
      )}
    </section>
  );
}

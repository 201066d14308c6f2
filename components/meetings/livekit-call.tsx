"use client";

import "@livekit/components-styles";
import {
  ControlBar,
  GridLayout,
  LiveKitRoom,
  ParticipantTile,
  PreJoin,
  RoomAudioRenderer,
  useTracks,
  type LocalUserChoices,
} from "@livekit/components-react";
import { Track } from "livekit-client";
import { useTranslations } from "next-intl";
import { useState } from "react";

function CallGrid() {
  const tracks = useTracks([{ source: Track.Source.Camera, withPlaceholder: true }], { onlySubscribed: false });
  return (
    <GridLayout tracks={tracks} style={{ height: "60vh" }}>
      <ParticipantTile />
    </GridLayout>
  );
}

/**
 * The call itself, loaded on demand: camera and microphone chosen before joining, then the grid and
 * the mute, camera and leave controls. The token's identity and name were set by the server.
 */
export function LiveKitCall({ serverUrl, token, onLeave }: { serverUrl: string; token: string; onLeave: () => void }) {
  const t = useTranslations("Meetings.call");
  // The token current when the guest joins: later refreshes must not reconnect a running call.
  const [joined, setJoined] = useState<{ choices: LocalUserChoices; token: string } | null>(null);

  if (!joined) {
    return (
      // The name field is hidden: the server sets the participant's name in the token.
      <div data-lk-theme="default" className="space-y-3 rounded-lg p-4 [&_.lk-username-container_input]:hidden">
        <h3 className="text-lg font-medium">{t("prejoinTitle")}</h3>
        <PreJoin
          onSubmit={(choices) => setJoined({ choices, token })}
          onValidate={() => true}
          joinLabel={t("join")}
          micLabel={t("microphone")}
          camLabel={t("camera")}
          persistUserChoices={false}
        />
      </div>
    );
  }
  return (
    <LiveKitRoom
      serverUrl={serverUrl}
      token={joined.token}
      connect
      video={joined.choices.videoEnabled ? { deviceId: joined.choices.videoDeviceId } : false}
      audio={joined.choices.audioEnabled ? { deviceId: joined.choices.audioDeviceId } : false}
      onDisconnected={onLeave}
      data-lk-theme="default"
      className="rounded-lg"
    >
      <CallGrid />
      <RoomAudioRenderer />
      <ControlBar controls={{ microphone: true, camera: true, screenShare: false, chat: false, leave: true }} />
    </LiveKitRoom>
  );
}

"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { ELAPSED_TICK_MS, WAITING_DOTS_MS } from "@/lib/meetings/constants";
import { formatElapsed, waitingDots } from "@/lib/meetings/elapsed";
import { useNow, useTicker } from "./use-ticker";

interface WaitingRoomProps {
  waitingSince: string;
  /** Server clock minus browser clock. */
  clockOffset: number;
  leaving: boolean;
  onLeave: () => void;
}

/**
 * The waiting room (000 §2, screen 4): elapsed waiting time as minutes:seconds, updated every second,
 * dots changing every 500 ms, and a way to leave. The heading takes focus on entry so keyboard and
 * screen reader users land in it; the clock is a timer (not announced each second).
 */
export function WaitingRoom({ waitingSince, clockOffset, leaving, onLeave }: WaitingRoomProps) {
  const t = useTranslations("Meetings.room");
  const heading = useRef<HTMLHeadingElement>(null);
  const now = useNow(ELAPSED_TICK_MS);
  const dots = useTicker(WAITING_DOTS_MS);
  useEffect(() => heading.current?.focus(), []);

  const elapsed = now === null ? 0 : now + clockOffset - new Date(waitingSince).getTime();
  return (
    <section aria-labelledby="waiting-room-title" className="space-y-4 rounded-xl border border-sky-200 bg-sky-50 p-6" data-testid="waiting-room">
      <h2 id="waiting-room-title" ref={heading} tabIndex={-1} className="text-xl font-semibold text-gray-900 focus:outline-none">
        {t("waitingTitle")}
      </h2>
      <p className="text-gray-800">
        {t("waitingForHost")}
        <span aria-hidden className="inline-block w-6 text-left" data-testid="waiting-dots">
          {waitingDots(dots)}
        </span>
      </p>
      <p className="text-gray-700">
        {t("waitedFor")}:{" "}
        <span role="timer" aria-live="off" className="font-mono text-lg tabular-nums" data-testid="waiting-elapsed">
          {formatElapsed(elapsed)}
        </span>
      </p>
      <button
        type="button"
        onClick={onLeave}
        disabled={leaving}
        aria-busy={leaving}
        className="rounded-md border border-gray-300 bg-white px-4 py-2 font-medium text-gray-800 hover:bg-gray-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 disabled:opacity-70"
      >
        {leaving ? t("leaving") : t("leave")}
      </button>
    </section>
  );
}

"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { COUNTDOWN_TICK_MS } from "@/lib/banners/constants";
import { useInterval } from "@/lib/use-interval";
import { countdownParts } from "@/lib/banners/visibility";

/** Days, hours, minutes and seconds to the promotion's end, updated every second; then "Sale Ended". */
export function Countdown({ end }: { end: string }) {
  const t = useTranslations("Banners");
  const [now, setNow] = useState(() => Date.now());
  useInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
  const parts = countdownParts(end, now);
  if (parts.ended) return <span className="font-semibold" data-countdown-ended>{t("saleEnded")}</span>;
  const units = [
    ["days", parts.days],
    ["hours", parts.hours],
    ["minutes", parts.minutes],
    ["seconds", parts.seconds],
  ] as const;
  return (
    // Announcing every second would drown a screen reader: the timer is not a live region.
    <span className="flex items-center gap-2" data-countdown>
      <span className="sr-only sm:not-sr-only">{t("endsIn")}</span>
      {units.map(([unit, value]) => (
        <span key={unit} className="countdown-unit">
          <span className="font-mono text-sm font-bold tabular-nums">{String(value).padStart(2, "0")}</span>
          <span className="text-[10px] uppercase">{t(unit)}</span>
        </span>
      ))}
    </span>
  );
}

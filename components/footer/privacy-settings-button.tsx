"use client";

import { OPEN_COOKIE_SETTINGS_EVENT } from "@/lib/footer/constants";

/** Opens the cookie settings dialog, which listens for this window event (components/consent). */
export function PrivacySettingsButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={() => window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT))}
      className="rounded text-sm text-(--footer-color) underline-offset-4 hover:text-(--footer-hover) hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
    >
      {label}
    </button>
  );
}

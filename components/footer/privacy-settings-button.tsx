"use client";

import { OPEN_COOKIE_SETTINGS_EVENT } from "@/lib/footer/constants";

/** Opens the cookie settings dialog, which listens for this window event (components/consent). */
export function PrivacySettingsButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={() => window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT))}
      className="footer-button"
    >
      {label}
    </button>
  );
}

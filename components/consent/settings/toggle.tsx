"use client";

/** An on/off switch (role="switch"); a locked one is shown on and cannot be changed. */
export function Toggle({ checked, locked, label, onChange }: { checked: boolean; locked?: boolean; label: string; onChange: (on: boolean) => void }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      aria-disabled={locked || undefined}
      onClick={() => !locked && onChange(!checked)}
      className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:ring-offset-2 ${
        checked ? "bg-sky-700" : "bg-gray-400"
      } ${locked ? "cursor-not-allowed opacity-70" : ""}`}
    >
      <span className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${checked ? "translate-x-5" : "translate-x-0.5"}`} />
    </button>
  );
}

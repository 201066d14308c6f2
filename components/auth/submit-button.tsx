"use client";

import { useHydrated } from "@/lib/use-hydrated";

/**
 * The form's submit button: disabled and labelled with progress while the request runs, and
 * until the page has hydrated, so a native submission can never put a password in the URL.
 */
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      disabled={busy || !hydrated}
      aria-busy={busy}
      className="flex w-full items-center justify-center gap-2 rounded-md bg-sky-700 px-4 py-2 font-medium text-white hover:bg-sky-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:ring-offset-2 disabled:opacity-70"
    >
      {busy && <span aria-hidden className="h-4 w-4 animate-spin rounded-full border-2 border-white border-t-transparent" />}
      {busy ? busyLabel : label}
    </button>
  );
}

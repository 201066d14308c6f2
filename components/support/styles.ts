const BUTTON = "rounded-lg px-3 py-1.5 text-sm font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:ring-offset-1 disabled:opacity-60";

/** The support screens' buttons (their own, so the widget does not pull in the editors' styles). */
export const PRIMARY_BUTTON = `${BUTTON} bg-sky-700 text-white hover:bg-sky-800`;
export const SECONDARY_BUTTON = `${BUTTON} border border-gray-300 text-gray-900 hover:bg-gray-50`;

/** A ticket status chip per status. */
export const STATUS_CHIP = {
  open: "bg-emerald-100 text-emerald-900",
  pending: "bg-amber-100 text-amber-900",
  closed: "bg-gray-200 text-gray-800",
} as const;

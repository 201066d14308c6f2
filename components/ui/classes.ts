// Class names shared by every admin surface: the editors, the admin pages (translations, analytics) and the
// Dashboard. Plain strings, no component: any page may import them without pulling admin code into its bundle.

const BUTTON = "rounded-lg px-4 py-2 text-sm font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 disabled:opacity-60";

export const SECONDARY_BUTTON = `${BUTTON} border border-gray-300 text-gray-800 hover:bg-gray-50`;
export const PRIMARY_BUTTON = `${BUTTON} bg-sky-700 text-white hover:bg-sky-800`;
export const SMALL_BUTTON =
  "rounded-md border border-gray-300 bg-white px-2 py-1 text-xs font-medium text-gray-800 hover:bg-gray-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 disabled:cursor-not-allowed disabled:opacity-50 aria-pressed:border-sky-700 aria-pressed:bg-sky-50 aria-pressed:text-sky-900";
/** A form field's box and label. */
export const BOX =
  "mt-1 block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 aria-invalid:border-red-600";
export const LABEL = "block text-sm font-medium text-gray-900";

/** The boxes and labels of the Global Settings tabs this folder's fields build. */
export const BOX =
  "mt-1 block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 aria-invalid:border-red-600";
export const LABEL = "block text-sm font-medium text-gray-900";
export const HINT = "mt-1 text-xs text-gray-700";
export const SMALL_BUTTON =
  "rounded-md border border-gray-300 bg-white px-2 py-1 text-xs font-medium text-gray-800 hover:bg-gray-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 disabled:cursor-not-allowed disabled:opacity-50";
export const DANGER_SMALL_BUTTON =
  "rounded-md bg-red-700 px-2 py-1 text-xs font-semibold text-white hover:bg-red-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-600";

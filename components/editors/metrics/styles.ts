/** The metrics area's small buttons and boxes (the editor's footer buttons are in template-section/buttons.ts). */
export const SMALL_BUTTON =
  "rounded-md border border-gray-300 bg-white px-2 py-1 text-xs font-medium text-gray-800 hover:bg-gray-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 disabled:cursor-not-allowed disabled:opacity-50 aria-pressed:border-sky-700 aria-pressed:bg-sky-50 aria-pressed:text-sky-900";
export const BOX =
  "mt-1 block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 aria-invalid:border-red-600";
export const LABEL = "block text-sm font-medium text-gray-900";
export const PANEL = "space-y-3 rounded-lg border border-gray-200 bg-gray-50 p-3";

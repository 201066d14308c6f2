const BUTTON = "rounded-lg px-4 py-2 text-sm font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 disabled:opacity-60";

/** The editor's footer buttons. */
export const SECONDARY_BUTTON = `${BUTTON} border border-gray-300 text-gray-800 hover:bg-gray-50`;
export const PRIMARY_BUTTON = `${BUTTON} bg-sky-700 text-white hover:bg-sky-800`;

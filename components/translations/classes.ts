/** The translation page's form fields and links (its buttons: components/ui/classes.ts). */
export const FIELD_CLASS = "rounded-md border border-gray-300 bg-white px-3 py-2 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600";
export const LINK_CLASS = "font-medium text-sky-700 underline hover:text-sky-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600";

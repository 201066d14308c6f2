/** The metrics area's small buttons, boxes and labels (shared with the admin pages: components/ui/classes.ts). */
export { BOX, LABEL, SMALL_BUTTON } from "@/components/ui/classes";
export const PANEL = "space-y-3 rounded-lg border border-gray-200 bg-gray-50 p-3";

/** The editor's footer buttons (shared with the admin pages: components/ui/classes.ts). */
export { PRIMARY_BUTTON, SECONDARY_BUTTON } from "@/components/ui/classes";

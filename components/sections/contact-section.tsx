import { useMessages } from "next-intl";
import { ContactForm } from "./contact-form";

/**
 * The contact section's form with its texts as props: only a page with a contact form carries them, instead of
 * every page's root messages.
 */
export function ContactSection({ sectionId }: { sectionId: string }) {
  return <ContactForm sectionId={sectionId} texts={useMessages().Sections.contact} />;
}

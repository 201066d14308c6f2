import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import { bookingConfirmationEmail } from "@/lib/meetings/emails";
import { invitationEmail } from "@/lib/invitations/email";
import { customerMessageEmail, replyEmail } from "@/lib/support/notify";
import type { EmailTemplate } from "./constants";
import type { EmailContent } from "./content";
import { accountEmail, existingAccountEmail } from "./templates";

// The admins' email preview (/admin/emails): each template filled with sample values, through the same functions
// the product sends with, so the preview is what a recipient gets.

const SAMPLE_PERSON = "Alex Example";
const SAMPLE_ADDRESS = "alex@example.com";
/** A week from the preview, at ten. */
const sampleTime = () => new Date(Math.ceil(Date.now() / 86_400_000) * 86_400_000 + 7 * 86_400_000 + 10 * 3_600_000).toISOString();

/** The content of `template` as the site would send it in `locale`, with sample values. */
export function sampleEmail(template: EmailTemplate, { siteName, origin, orgId, locale }: { siteName: string; origin: string; orgId: string; locale: Locale }): EmailContent {
  const mail = { orgId, siteName, origin, locale };
  switch (template) {
    case "welcome":
    case "free_trial":
      return accountEmail(template, { name: SAMPLE_PERSON, to: SAMPLE_ADDRESS, siteName, siteUrl: `${origin}/`, locale });
    case "existing_account":
      return existingAccountEmail({ siteName, loginUrl: `${origin}/login`, locale });
    case "invitation":
      return invitationEmail({ inviter: SAMPLE_PERSON, siteName, role: "editor", link: `${origin}/invite/sample`, locale });
    case "booking_confirmation":
      return bookingConfirmationEmail({
        booking: { customer_name: SAMPLE_PERSON, scheduled_at: sampleTime(), meeting_type: { id: "sample", name: "Introductory call", name_translation: {}, duration_minutes: 30 } },
        link: `${origin}/meeting?booking=sample`,
        siteName,
        locale,
      });
    case "ticket_reply":
      return replyEmail({ to: SAMPLE_ADDRESS, subject: "Opening hours", body: "We are open from nine to five, Monday to Friday.", mail }).content;
    case "ticket_message":
      return customerMessageEmail({ to: SAMPLE_ADDRESS, subject: "Opening hours", from: SAMPLE_PERSON, body: "When are you open?", mail }).content;
  }
}

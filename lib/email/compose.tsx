import "server-only";
import { render } from "@react-email/components";
import { BrandedEmail } from "./branded-email";
import { oneLine, plainTextOf, type EmailBrand, type EmailContent } from "./content";
import type { EmailMessage } from "./send";

/** The email as it is sent: HTML from the React template, a plain-text part with the same words, the brand as sender. */
export async function composeEmail({ to, content, brand, locale }: { to: string; content: EmailContent; brand: EmailBrand; locale: string }): Promise<EmailMessage> {
  const html = await render(<BrandedEmail content={content} brand={brand} locale={locale} />);
  return { to, subject: oneLine(content.subject), html, text: plainTextOf(content, brand), fromName: brand.siteName };
}

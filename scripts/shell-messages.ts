import { writeFileSync } from "node:fs";
import { LOCALES } from "@/lib/i18n/locales";
import { messagesByLocale } from "@/lib/i18n/messages";
import { shellMessages } from "@/lib/i18n/shell-messages";

/**
 * `npm run messages:shell`: writes each language's shell catalogue (lib/i18n/shell-messages.ts) to
 * messages/shell/{locale}.json. Run it after changing a text the shell carries; a unit test says when it is due.
 */
export const shellFile = (locale: string) => `messages/shell/${locale}.json`;
export const shellText = (locale: (typeof LOCALES)[number]) => `${JSON.stringify(shellMessages(messagesByLocale[locale]), null, 2)}\n`;

if (process.argv[1]?.endsWith("shell-messages.ts")) {
  for (const locale of LOCALES) writeFileSync(shellFile(locale), shellText(locale));
  console.log(`wrote ${LOCALES.length} shell catalogues to messages/shell/`);
}

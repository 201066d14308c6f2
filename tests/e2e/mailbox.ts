import { expect } from "@playwright/test";

const mailboxUrl = process.env.MAILBOX_URL || "http://127.0.0.1:54324";

interface Mail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Waits for the newest email to `address` whose subject matches, from the local mailbox. */
export async function waitForMail(address: string, subject: RegExp, timeout = 10_000): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        // A mailbox that is down (restarting) has nothing yet: ask again.
        const response = await fetch(`${mailboxUrl}/api/messages?to=${encodeURIComponent(address)}`).catch(() => null);
        const mails = response?.ok ? ((await response.json()) as Mail[]) : [];
        found = mails.find((mail) => subject.test(mail.subject));
        return Boolean(found);
      },
      { timeout },
    )
    .toBe(true);
  return found!;
}

/** The first link in a mail's text that points at the auth server's verify endpoint. */
export function verifyLink(mail: Mail): string {
  const link = mail.text.match(/https?:\/\/\S+\/auth\/v1\/verify\?\S+/)?.[0];
  if (!link) throw new Error(`no verify link in: ${mail.text}`);
  return link;
}

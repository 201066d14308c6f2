import "server-only";
import nodemailer from "nodemailer";
import { readServerEnv } from "@/lib/env/server-env";

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends through SMTP when SMTP_URL is set, otherwise into the local mailbox (http://127.0.0.1:54324). */
export async function sendEmail(message: EmailMessage): Promise<void> {
  const env = readServerEnv();
  if (env.SMTP_URL) {
    await nodemailer.createTransport(env.SMTP_URL).sendMail({ from: env.SMTP_FROM, ...message });
    return;
  }
  const response = await fetch(`${env.MAILBOX_URL}/api/messages`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ from: env.SMTP_FROM, ...message }),
  });
  if (!response.ok) throw new Error(`The mailbox refused the message (${response.status})`);
}

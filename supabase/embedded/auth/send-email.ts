import nodemailer from "nodemailer";
import { insertMessage } from "../mailbox/store";
import type { Sql } from "./db";

export interface EmailMessage {
  from?: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export type SendEmail = (message: EmailMessage) => Promise<void>;

/** The app's lib/email uses the same default sender. */
export const DEFAULT_FROM = "Site <no-reply@localhost>";

/**
 * Every mail of the embedded stack goes through here: to SMTP when SMTP_URL is set (as a deployment with
 * real addresses needs), otherwise straight into the mailbox table a developer reads at :54324.
 */
export function createSendEmail(options: { db: Sql; smtpUrl?: string; from?: string }): SendEmail {
  const from = options.from || DEFAULT_FROM;
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return async (message) => {
      await transport.sendMail({ ...message, from: message.from ?? from });
    };
  }
  return async (message) => {
    await insertMessage(options.db, { ...message, from: message.from ?? from });
  };
}

import type { EmailMessage } from "./send-email";

export type EmailLinkType = "signup" | "invite" | "recovery" | "email_change";

// GoTrue names SITE_URL in the invitation; on a multi-tenant server that is the site the link leads to.
const SITE = "{site}";

const CONTENT = {
  signup: { subject: "Confirm your signup", lead: "Follow this link to confirm your user:", action: "Confirm your mail" },
  invite: {
    subject: "You have been invited",
    lead: `You have been invited to create a user on ${SITE}. Follow this link to accept the invite:`,
    action: "Accept the invite",
  },
  recovery: { subject: "Reset your password", lead: "Follow this link to reset the password for your user:", action: "Reset Password" },
  email_change: {
    subject: "Confirm Change of Email Address",
    lead: "Follow this link to confirm the update of your email address:",
    action: "Change Email",
  },
} as const;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * GoTrue's default templates. Two ways to use the link: the auth server's /verify (the browser then lands on
 * `redirect_to` with tokens or a PKCE code), or, for a server-rendered app, its own
 * /auth/confirm?token_hash=…&type=… (what Supabase's SSR guide puts in the template), which calls
 * POST /verify with the hash. The text body carries both.
 */
export function linkEmail(input: {
  type: EmailLinkType;
  to: string;
  verifyUrl: string;
  tokenHash: string;
  redirectTo: string;
}): EmailMessage {
  const redirect = new URL(input.redirectTo);
  const content = { ...CONTENT[input.type], lead: CONTENT[input.type].lead.replace(SITE, redirect.origin) };
  const confirm = new URL("/auth/confirm", redirect.origin);
  confirm.searchParams.set("token_hash", input.tokenHash);
  confirm.searchParams.set("type", input.type);
  // A return address is a same-origin relative path (DESIGN.md), so only the path travels.
  confirm.searchParams.set("next", `${redirect.pathname}${redirect.search}`);
  return {
    to: input.to,
    subject: content.subject,
    text: [
      content.subject,
      "",
      content.lead,
      input.verifyUrl,
      "",
      "Or confirm on the site itself:",
      confirm.toString(),
      "",
      `token_hash: ${input.tokenHash}`,
      `type: ${input.type}`,
    ].join("\n"),
    html: [
      `<h2>${escapeHtml(content.subject)}</h2>`,
      `<p>${escapeHtml(content.lead)}</p>`,
      `<p><a href="${escapeHtml(input.verifyUrl)}">${escapeHtml(content.action)}</a></p>`,
      `<p>Or confirm on the site itself: <a href="${escapeHtml(confirm.toString())}">${escapeHtml(confirm.toString())}</a></p>`,
    ].join("\n"),
  };
}

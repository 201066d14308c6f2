// The local mailbox: what the app's lib/email posts when SMTP_URL is unset, and the page a developer reads.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAuthStack, uniqueEmail, type AuthStack } from "@/tests/helpers/auth-stack";

let stack: AuthStack;
beforeAll(async () => {
  stack = await startAuthStack();
});
afterAll(() => stack?.stop());

const post = (body: unknown) =>
  fetch(`${stack.mailboxUrl}/api/messages`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

describe("mailbox API", () => {
  it("stores a message and lists it for its recipient, newest first", async () => {
    const to = uniqueEmail("reader");
    const first = await post({ from: "Site <no-reply@localhost>", to, subject: "First", text: "one", html: "<p>one</p>" });
    expect(first.status).toBe(201);
    await post({ to: `Reader <${to.toUpperCase()}>`, subject: "Second", text: "two" });
    await post({ to: uniqueEmail("someone-else"), subject: "Not yours", text: "x" });

    const list = await stack.mailTo(to);
    expect(list.map((m) => m.subject)).toEqual(["Second", "First"]);
    expect(list[1]).toMatchObject({ from: "Site <no-reply@localhost>", to, text: "one", html: "<p>one</p>" });
    expect(list[0].from).toBeTruthy();
    expect(Date.parse(list[0].created_at)).not.toBeNaN();

    const single = await fetch(`${stack.mailboxUrl}/api/messages/${list[1].id}`);
    expect(await single.json()).toEqual(list[1]);
  });

  it("refuses a message without a recipient or subject, naming the field", async () => {
    const response = await post({ text: "no recipient" });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toHaveProperty("to");
  });

  it("answers 404 for an unknown message", async () => {
    expect((await fetch(`${stack.mailboxUrl}/api/messages/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
    expect((await fetch(`${stack.mailboxUrl}/api/messages/not-an-id`)).status).toBe(404);
  });

  it("empties on DELETE", async () => {
    const to = uniqueEmail("gone");
    await post({ to, subject: "Soon gone", text: "" });
    expect((await fetch(`${stack.mailboxUrl}/api/messages`, { method: "DELETE" })).status).toBe(200);
    expect(await stack.mailTo(to)).toEqual([]);
  });
});

describe("mailbox page", () => {
  it("escapes what a mail contains and makes its links clickable", async () => {
    const to = uniqueEmail("page");
    await post({ to, subject: "<script>alert(1)</script>", text: "Open https://acme.localhost:3000/es/login?x=1&y=2 now" });
    const response = await fetch(`${stack.mailboxUrl}/?to=${encodeURIComponent(to)}`);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    const page = await response.text();
    expect(page).not.toContain("<script>");
    expect(page).toContain("&#60;script&#62;alert(1)&#60;/script&#62;");
    expect(page).toContain('<a href="https://acme.localhost:3000/es/login?x=1&#38;y=2">');
    expect(page).toContain('<html lang="en">');
  });

  it("shows the auth server's confirmation mail with its verify link", async () => {
    const email = uniqueEmail("signup");
    const confirming = await startAuthStack({ emailConfirmation: true });
    try {
      await confirming.client({ ip: "10.8.0.1" }).auth.signUp({ email, password: "Secret123" });
      const { link, message } = await confirming.lastLink(email);
      const page = await (await fetch(`${confirming.mailboxUrl}/?id=${message.id}`)).text();
      expect(page).toContain("Confirm your signup");
      expect(page).toContain(`<a href="${link.replaceAll("&", "&#38;")}">`);
    } finally {
      await confirming.stop();
    }
  });
});

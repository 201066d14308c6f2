// The account flows of the spec (000 §4 Session, §7 Calls made) driven by the real supabase-js client
// against the embedded Auth API, as the app's pages will drive it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEED, SEED_PASSWORDS } from "@/tests/helpers/seed-ids";
import { followLink, startAuthStack, TEST_SITE_URL, uniqueEmail, type AuthStack } from "@/tests/helpers/auth-stack";

const PASSWORD = "Secret123";
const NEW_PASSWORD = "Changed456";

describe("with email confirmation on", () => {
  let stack: AuthStack;
  beforeAll(async () => {
    stack = await startAuthStack({ emailConfirmation: true, refreshTokenReuseIntervalSeconds: 0 });
  });
  afterAll(() => stack?.stop());

  it("takes a visitor from sign-up to a changed password", async () => {
    const supabase = stack.client({ ip: "10.1.0.1" });
    // getUser(token) answering session_not_found also drops the client's own session, so checks on other
    // tokens go through a second client.
    const observer = stack.client({ ip: "10.1.0.1" });
    const email = uniqueEmail("journey");
    const loginPage = "http://acme.localhost:3000/es/login";

    const signUp = await supabase.auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { username: "journey" }, emailRedirectTo: loginPage },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    expect(signUp.data.user?.email).toBe(email);
    expect(signUp.data.user?.user_metadata).toEqual({ username: "journey" });

    // Not confirmed yet: the password is right but sign-in is refused.
    const early = await supabase.auth.signInWithPassword({ email, password: PASSWORD });
    expect(early.error?.code).toBe("email_not_confirmed");
    expect(early.error?.message).toBe("Email not confirmed");

    const { link, message } = await stack.lastLink(email);
    expect(message.subject).toBe("Confirm your signup");
    const confirmed = await followLink(link);
    expect(confirmed.status).toBe(303);
    expect(`${confirmed.location.origin}${confirmed.location.pathname}`).toBe(loginPage);
    const fragment = new URLSearchParams(confirmed.location.hash.slice(1));
    expect(fragment.get("type")).toBe("signup");
    expect(fragment.get("token_type")).toBe("bearer");
    expect(Number(fragment.get("expires_in"))).toBe(3600);
    expect(fragment.get("access_token")).toBeTruthy();
    expect(fragment.get("refresh_token")).toBeTruthy();
    // A link works once.
    const again = await followLink(link);
    expect(new URLSearchParams(again.location.hash.slice(1)).get("error_code")).toBe("otp_expired");

    const signIn = await supabase.auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();
    const first = signIn.data.session!;
    expect(first.user.email_confirmed_at).toBeTruthy();

    const refreshed = await supabase.auth.refreshSession({ refresh_token: first.refresh_token });
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(first.refresh_token);
    const reused = await supabase.auth.refreshSession({ refresh_token: first.refresh_token });
    expect(reused.error?.code).toBe("refresh_token_already_used");

    // Reuse detection ended that session; a new sign-in opens another.
    const second = (await supabase.auth.signInWithPassword({ email, password: PASSWORD })).data.session!;
    const user = await observer.auth.getUser(second.access_token);
    expect(user.data.user?.id).toBe(signUp.data.user?.id);

    const recover = await supabase.auth.resetPasswordForEmail(email, { redirectTo: "http://acme.localhost:3000/es/reset-password" });
    expect(recover).toEqual({ data: {}, error: null });
    const recovery = await stack.lastLink(email);
    expect(recovery.message.subject).toBe("Reset your password");

    // The server-rendered way: the app's /auth/confirm hands the token hash to verifyOtp.
    const verified = await supabase.auth.verifyOtp({ type: "recovery", token_hash: recovery.tokenHash });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(email);

    const updated = await supabase.auth.updateUser({ password: NEW_PASSWORD });
    expect(updated.error).toBeNull();
    // Changing the password ended every other session.
    expect((await observer.auth.getUser(second.access_token)).error?.name).toBe("AuthSessionMissingError");

    const current = verified.data.session!.access_token;
    expect((await supabase.auth.signOut()).error).toBeNull();
    const afterSignOut = await observer.auth.getUser(current);
    expect(afterSignOut.data.user).toBeNull();
    expect(afterSignOut.error?.name).toBe("AuthSessionMissingError");

    expect((await supabase.auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe("invalid_credentials");
    const withNew = await supabase.auth.signInWithPassword({ email, password: NEW_PASSWORD });
    expect(withNew.error).toBeNull();
    expect(withNew.data.user?.user_metadata).toEqual({ username: "journey" });
  });

  it("confirms a PKCE sign-up with a code the client exchanges", async () => {
    const supabase = stack.client({ flowType: "pkce", ip: "10.1.0.2" });
    const email = uniqueEmail("pkce");
    const callback = "http://alpen.localhost:3000/auth/callback";
    const signUp = await supabase.auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: callback } });
    expect(signUp.error).toBeNull();

    const { location } = await followLink((await stack.lastLink(email)).link);
    expect(`${location.origin}${location.pathname}`).toBe(callback);
    expect(location.hash).toBe("");
    const code = location.searchParams.get("code");
    expect(code).toBeTruthy();

    const exchanged = await supabase.auth.exchangeCodeForSession(code!);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.user.email).toBe(email);
    // The code works once.
    expect((await supabase.auth.exchangeCodeForSession(code!)).error).not.toBeNull();
  });

  it("sends a PKCE password reset whose code opens a recovery session", async () => {
    const supabase = stack.client({ flowType: "pkce", ip: "10.1.0.3" });
    const events: string[] = [];
    supabase.auth.onAuthStateChange((event) => void events.push(event));
    const email = SEED.alpenbau.customer.email;
    await supabase.auth.resetPasswordForEmail(email, { redirectTo: "http://alpen.localhost:3000/auth/callback" });
    const { location } = await followLink((await stack.lastLink(email)).link);
    const exchanged = await supabase.auth.exchangeCodeForSession(location.searchParams.get("code")!);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe(email);
    // What a reset-password page listens for before asking for the new password.
    expect(events).toContain("PASSWORD_RECOVERY");
  });

  it("sends the confirmation again on request, and only the newest link works", async () => {
    const supabase = stack.client({ ip: "10.1.0.5" });
    const email = uniqueEmail("resend");
    await supabase.auth.signUp({ email, password: PASSWORD });
    const first = await stack.lastLink(email);
    expect((await supabase.auth.resend({ type: "signup", email })).error).toBeNull();
    const second = await stack.lastLink(email);
    expect(second.link).not.toBe(first.link);
    expect((await followLink(first.link)).location.hash).toContain("error_code=otp_expired");
    expect((await followLink(second.link)).location.hash).toContain("access_token=");
    // An unknown address gets the same answer.
    expect((await stack.client({ ip: "10.1.0.6" }).auth.resend({ type: "signup", email: uniqueEmail("nobody") })).error).toBeNull();
  });

  it("sends the link again when an unconfirmed address signs up again", async () => {
    const supabase = stack.client({ ip: "10.1.0.7" });
    const email = uniqueEmail("twice");
    await supabase.auth.signUp({ email, password: PASSWORD });
    const again = await supabase.auth.signUp({ email, password: PASSWORD });
    expect(again.error).toBeNull();
    expect(again.data.session).toBeNull();
    expect(await stack.mailTo(email)).toHaveLength(2);
  });

  it("moves the address only once the link sent to the new one is followed", async () => {
    const supabase = stack.client({ ip: "10.1.0.8" });
    const email = uniqueEmail("mover");
    const moved = uniqueEmail("moved");
    await supabase.auth.signUp({ email, password: PASSWORD });
    await followLink((await stack.lastLink(email)).link);
    await supabase.auth.signInWithPassword({ email, password: PASSWORD });

    const update = await supabase.auth.updateUser({ email: moved });
    expect(update.error).toBeNull();
    expect(update.data.user).toMatchObject({ email, new_email: moved });
    const { link, message } = await stack.lastLink(moved);
    expect(message.subject).toBe("Confirm Change of Email Address");
    expect((await supabase.auth.signInWithPassword({ email: moved, password: PASSWORD })).error?.code).toBe("invalid_credentials");

    await followLink(link);
    expect((await supabase.auth.signInWithPassword({ email: moved, password: PASSWORD })).error).toBeNull();
  });

  it("falls back to SITE_URL when redirect_to names a foreign host", async () => {
    const supabase = stack.client({ ip: "10.1.0.4" });
    const email = uniqueEmail("foreign");
    await supabase.auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: "https://evil.example/steal" } });
    const { location } = await followLink((await stack.lastLink(email)).link);
    expect(location.origin).toBe(TEST_SITE_URL);
    expect(location.hash).toContain("access_token=");
  });
});

describe("with email confirmation off", () => {
  let stack: AuthStack;
  beforeAll(async () => {
    stack = await startAuthStack({ emailConfirmation: false });
  });
  afterAll(() => stack?.stop());

  it("answers sign-up with a session at once and sends no mail", async () => {
    const supabase = stack.client({ ip: "10.2.0.1" });
    const email = uniqueEmail("instant");
    const { data, error } = await supabase.auth.signUp({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(await stack.mailTo(email)).toEqual([]);
    expect((await supabase.auth.getUser(data.session!.access_token)).data.user?.email).toBe(email);
  });

  it("signs in the seeded admin with the seed password", async () => {
    const supabase = stack.client({ ip: "10.2.0.2" });
    const { data, error } = await supabase.auth.signInWithPassword({
      email: SEED.northwind.admin.email,
      password: SEED_PASSWORDS.admin,
    });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(SEED.northwind.admin.id);
    expect(data.user?.user_metadata).toEqual({ username: "nadia.admin" });
  });
});

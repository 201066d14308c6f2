"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useState, type FormEvent } from "react";
import { z } from "zod";
import { useLocalizedPath } from "@/components/site/site-context";
import { ApiClientError, apiFetch } from "@/lib/api/client";
import { takeFragmentSession } from "@/lib/auth/fragment-session";
import { loadSupabaseClient } from "@/lib/auth/session-store";
import { useSession } from "@/lib/auth/use-session";
import { MEMBERSHIP_ROLES, ROLE_LABEL_KEYS } from "@/lib/memberships/roles";

const inviteAnswer = z.object({
  invite: z.object({ site_name: z.string(), role: z.enum(MEMBERSHIP_ROLES), email: z.string(), state: z.enum(["open", "used", "expired"]) }),
});
type Invite = z.infer<typeof inviteAnswer>["invite"];
const acceptedAnswer = z.object({ role: z.enum(MEMBERSHIP_ROLES) });


/**
 * The page an invitation's link opens. Auth's link lands here with a session in the fragment (a new account's
 * `invite` link asks for a password first); without one the person logs in and comes back. Accepting opens the
 * site in edit mode.
 */
export function InviteAcceptance({ token }: { token: string }) {
  const t = useTranslations("Invite");
  const tAccount = useTranslations("Account");
  const localized = useLocalizedPath();
  const session = useSession();
  const passwordId = useId();
  const [invite, setInvite] = useState<Invite | "missing" | null>(null);
  const [newAccount, setNewAccount] = useState(false);
  const [status, setStatus] = useState<{ text: string; alert: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const handed = takeFragmentSession();
    if (handed) void handed.session.then(() => setNewAccount(handed.fragment.get("type") === "invite"));
    apiFetch(`/api/invites/${encodeURIComponent(token)}`, inviteAnswer).then(
      ({ invite: found }) => setInvite(found),
      () => setInvite("missing"),
    );
  }, [token]);

  const join = async (password?: string) => {
    if (!session) return;
    setBusy(true);
    setStatus({ text: t("accepting"), alert: false });
    try {
      if (password) {
        const { error } = await (await loadSupabaseClient()).auth.updateUser({ password });
        if (error) throw error;
      }
      await apiFetch(`/api/invites/${encodeURIComponent(token)}/accept`, acceptedAnswer, { method: "POST", token: session.access_token, body: {} });
      window.location.assign(localized("/"));
    } catch (error) {
      setBusy(false);
      const message = error instanceof ApiClientError && error.status === 403 && invite && invite !== "missing" ? t("wrongAccount", { email: invite.email }) : t("failed");
      setStatus({ text: message, alert: true });
    }
  };

  if (invite === null || session === undefined) return <p role="status">{t("loading")}</p>;
  if (invite === "missing") return <p role="alert">{t("notFound")}</p>;
  const title = <h1 className="text-3xl font-semibold text-gray-900">{t("title", { site: invite.site_name })}</h1>;
  if (invite.state !== "open") {
    return (
      <section className="space-y-4">
        {title}
        <p role="alert">{t(invite.state === "used" ? "used" : "expired")}</p>
      </section>
    );
  }

  const submitPassword = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void join(String(new FormData(event.currentTarget).get("password") ?? ""));
  };
  const wrongAccount = session && session.user.email?.toLowerCase() !== invite.email;

  return (
    <section className="space-y-6">
      {title}
      <p>{t("intro", { site: invite.site_name, role: tAccount(ROLE_LABEL_KEYS[invite.role]), email: invite.email })}</p>
      {!session && (
        <a href={`${localized("/login")}?redirectTo=${encodeURIComponent(`/invite/${token}`)}`} className="inline-block rounded-md bg-sky-700 px-5 py-2 font-semibold text-white hover:bg-sky-800">
          {t("logInToAccept")}
        </a>
      )}
      {wrongAccount && <p role="alert">{t("wrongAccount", { email: invite.email })}</p>}
      {session && !wrongAccount && newAccount && (
        <form onSubmit={submitPassword} className="space-y-3">
          <p>{t("choosePassword")}</p>
          <label htmlFor={passwordId} className="block text-sm font-medium text-gray-800">
            {t("password")}
          </label>
          <input id={passwordId} name="password" type="password" autoComplete="new-password" required minLength={8} className="w-full rounded-md border border-gray-400 px-3 py-2" />
          <button type="submit" disabled={busy} aria-busy={busy} className="rounded-md bg-sky-700 px-5 py-2 font-semibold text-white hover:bg-sky-800 disabled:opacity-60">
            {t("saveAndJoin")}
          </button>
        </form>
      )}
      {session && !wrongAccount && !newAccount && (
        <button type="button" onClick={() => void join()} disabled={busy} aria-busy={busy} className="rounded-md bg-sky-700 px-5 py-2 font-semibold text-white hover:bg-sky-800 disabled:opacity-60">
          {t("accept")}
        </button>
      )}
      {status && <p role={status.alert ? "alert" : "status"}>{status.text}</p>}
    </section>
  );
}

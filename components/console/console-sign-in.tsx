"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { loadSupabaseClient } from "@/lib/auth/session-store";

/** The console's log in and sign up: an account of the platform, not yet of any site. */
export function ConsoleSignIn() {
  const t = useTranslations("Console");
  const [mode, setMode] = useState<"logIn" | "createAccount">("logIn");
  const [message, setMessage] = useState<{ text: string; alert: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const emailId = useId();
  const passwordId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get("email") ?? "").trim();
    const password = String(data.get("password") ?? "");
    setBusy(true);
    setMessage(null);
    const auth = (await loadSupabaseClient()).auth;
    const answer =
      mode === "logIn"
        ? await auth.signInWithPassword({ email, password })
        : await auth.signUp({ email, password, options: { emailRedirectTo: window.location.origin } });
    setBusy(false);
    if (answer.error) return setMessage({ text: t("authFailed"), alert: true });
    // Signed in: the session store shows the sites. Otherwise the address is confirmed from the email first.
    if (!answer.data.session) setMessage({ text: t("checkEmail"), alert: false });
  };

  return (
    <section aria-labelledby="console-auth" className="mx-auto max-w-sm rounded-xl bg-white p-6 shadow ring-1 ring-gray-200">
      <h1 id="console-auth" className="text-2xl font-semibold text-gray-900">
        {t(mode)}
      </h1>
      <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
        <div>
          <label htmlFor={emailId} className="block text-sm font-medium text-gray-800">
            {t("email")}
          </label>
          <input id={emailId} name="email" type="email" autoComplete="email" required className="mt-1 w-full rounded-md border border-gray-400 px-3 py-2" />
        </div>
        <div>
          <label htmlFor={passwordId} className="block text-sm font-medium text-gray-800">
            {t("password")}
          </label>
          <input
            id={passwordId}
            name="password"
            type="password"
            autoComplete={mode === "logIn" ? "current-password" : "new-password"}
            required
            minLength={8}
            className="mt-1 w-full rounded-md border border-gray-400 px-3 py-2"
          />
        </div>
        {message && (
          <p role={message.alert ? "alert" : "status"} className={message.alert ? "text-sm text-red-700" : "text-sm text-gray-800"}>
            {message.text}
          </p>
        )}
        <button type="submit" disabled={busy} aria-busy={busy} className="w-full rounded-md bg-sky-700 px-4 py-2 font-semibold text-white hover:bg-sky-800 disabled:opacity-60">
          {t(mode)}
        </button>
      </form>
      <button
        type="button"
        onClick={() => {
          setMode(mode === "logIn" ? "createAccount" : "logIn");
          setMessage(null);
        }}
        className="mt-4 text-sm text-sky-800 underline"
      >
        {t(mode === "logIn" ? "createAccount" : "logIn")}
      </button>
    </section>
  );
}

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/i18n/locales";
import { messagesByLocale } from "@/lib/i18n/messages";
import { shellMessages } from "@/lib/i18n/shell-messages";
import { shellFile, shellText } from "@/scripts/shell-messages";

describe("shellMessages", () => {
  it("keeps the texts the header, cookie banner and plan buttons show before any click, in every language", () => {
    for (const locale of LOCALES) {
      const all = messagesByLocale[locale];
      const shell = shellMessages(all);
      expect(shell.Auth).toEqual({ close: all.Auth.close, login: { title: all.Auth.login.title }, register: { title: all.Auth.register.title } });
      expect(shell.Consent.acceptAll).toBe(all.Consent.acceptAll);
      expect(shell.Consent.gateAllow).toBe(all.Consent.gateAllow);
      expect(shell.Basket.add).toBe(all.Basket.add);
      expect(shell.Header.openMenu).toBe(all.Header.openMenu);
      expect(shell.Header.basket).toBe(all.Header.basket);
      expect(shell.Header.submenu).toBe(all.Header.submenu);
      expect(shell.Banners.close).toBe(all.Banners.close);
      expect(shell.Toasts.region).toBe(all.Toasts.region);
      expect(shell.Sections.goToSlide).toBe(all.Sections.goToSlide);
      expect(shell.Sections.renderError).toBe(all.Sections.renderError);
    }
  });

  it("leaves out the signed-in, toast and language-suggestion texts, which load with what shows them", () => {
    const shell = shellMessages(messagesByLocale.en);
    expect(shell.Header).not.toHaveProperty("logout");
    expect(shell.Header).not.toHaveProperty("dashboard");
    expect(shell).not.toHaveProperty("Account");
    expect(shell.Toasts).not.toHaveProperty("close");
    expect(shell).not.toHaveProperty("LanguageSuggestion");
  });

  it("carries every organisation type's breadcrumb labels and every banner text, as one catalogue per language", () => {
    const all = messagesByLocale.en;
    expect(shellMessages(all).Breadcrumbs).toEqual(all.Breadcrumbs);
    expect(shellMessages(all).Banners).toEqual(all.Banners);
  });

  it("is what messages/shell/ holds for every language (npm run messages:shell writes it)", () => {
    for (const locale of LOCALES) expect(readFileSync(shellFile(locale), "utf8"), `${shellFile(locale)} is out of date: run npm run messages:shell`).toBe(shellText(locale));
  });

  it("leaves out the forms' and the settings dialog's texts, which load with them", () => {
    const shell = shellMessages(messagesByLocale.en);
    expect(JSON.stringify(shell.Auth)).not.toContain(messagesByLocale.en.Auth.login.subtitle);
    expect(shell.Consent).not.toHaveProperty("dialogTitle");
    expect(shell.Basket).not.toHaveProperty("empty");
    // The contact form's texts come with a contact section; the plans' and cards' labels are in the HTML.
    expect(shell.Sections).not.toHaveProperty("contact");
    expect(shell.Sections).not.toHaveProperty("perMonth");
    expect(JSON.stringify(shell).length).toBeLessThan(JSON.stringify(messagesByLocale.en).length / 5);
  });
});

import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/i18n/locales";
import { messagesByLocale } from "@/lib/i18n/messages";
import { shellMessages } from "@/lib/i18n/shell-messages";

describe("shellMessages", () => {
  it("keeps the texts the header, cookie banner and plan buttons show before any click, in every language", () => {
    for (const locale of LOCALES) {
      const all = messagesByLocale[locale];
      const shell = shellMessages(all);
      expect(shell.Auth).toEqual({ close: all.Auth.close, login: { title: all.Auth.login.title }, register: { title: all.Auth.register.title } });
      expect(shell.Consent.acceptAll).toBe(all.Consent.acceptAll);
      expect(shell.Consent.gateAllow).toBe(all.Consent.gateAllow);
      expect(shell.Basket.add).toBe(all.Basket.add);
      expect(shell.Account.title).toBe(all.Account.title);
      expect(shell.Header).toBe(all.Header);
    }
  });

  it("leaves out the forms' and the settings dialog's texts, which load with them", () => {
    const shell = shellMessages(messagesByLocale.en);
    expect(JSON.stringify(shell.Auth)).not.toContain(messagesByLocale.en.Auth.login.subtitle);
    expect(shell.Consent).not.toHaveProperty("dialogTitle");
    expect(shell.Basket).not.toHaveProperty("empty");
    expect(JSON.stringify(shell).length).toBeLessThan(JSON.stringify(messagesByLocale.en).length / 5);
  });
});

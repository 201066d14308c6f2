import Link from "next/link";
import { AccountMenu } from "@/components/auth/account-menu";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { localizedPath } from "@/lib/i18n/paths";
import { pickTranslation } from "@/lib/i18n/translation";
import type { getSiteShell } from "@/lib/site/data";

type Shell = NonNullable<Awaited<ReturnType<typeof getSiteShell>>>;

interface SiteNavProps {
  organization: Shell["organization"];
  menu: Shell["menu"];
  locale: Locale;
  label: string;
}

/** The organisation's name and menu; the full header (styles, dropdowns, basket…) builds on this. */
export function SiteNav({ organization, menu, locale, label }: SiteNavProps) {
  const defaultLocale = isLocale(organization.language) ? organization.language : locale;
  const href = (path: string | null) => localizedPath(path || "/", locale, defaultLocale);

  return (
    <header className="border-b border-gray-200">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-8 px-4">
        <Link href={href("/")} className="text-lg font-semibold text-gray-900" data-testid="site-name">
          {organization.site || organization.name}
        </Link>
        <nav aria-label={label}>
          <ul className="flex flex-wrap gap-6 text-sm text-gray-700">
            {menu.map((item) => (
              <li key={item.id}>
                <Link href={href(item.url_name)} className="hover:text-gray-900">
                  {pickTranslation(item.display_name, item.display_name_translation, locale)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto">
          <AccountMenu />
        </div>
      </div>
    </header>
  );
}

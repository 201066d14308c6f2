import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AddToBasketButton } from "@/components/basket/add-to-basket-button";
import { BasketList } from "@/components/basket/basket-list";
import { PageMessages } from "@/components/site/page-messages";
import { formatAmount, unitPrice } from "@/lib/basket/basket";
import { getBasketPlans } from "@/lib/basket/data";
import { localeOf } from "@/lib/i18n/locale-of";
import { siteRoute } from "@/lib/site/route";

type Props = PageProps<"/sites/[site]/[locale]/basket">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: "Basket" });
  // A visitor's basket is private and differs per browser: nothing for search engines.
  return { title: t("title"), robots: { index: false } };
}

/** /basket: a cached shell with the site's plans; the lines themselves live in the visitor's browser. */
export default async function BasketPage({ params }: Props) {
  const { site, locale } = await siteRoute(params, "/basket");
  const [t, plans] = await Promise.all([getTranslations({ locale, namespace: "Basket" }), getBasketPlans(site, locale)]);
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="text-4xl font-bold tracking-tight text-gray-900">{t("title")}</h1>
      <section aria-label={t("title")} className="mt-8">
        <PageMessages locale={locale} namespaces={["Basket"]}>
          <BasketList />
        </PageMessages>
      </section>
      {plans.length > 0 && (
        <section aria-labelledby="basket-plans" className="mt-12">
          <h2 id="basket-plans" className="text-2xl font-semibold text-gray-900">
            {t("plansTitle")}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {plans.map((plan) => (
              <li key={plan.id} data-plan-id={plan.id} className="flex flex-col rounded-xl border border-gray-200 p-6">
                <h3 className="text-lg font-semibold text-gray-900">{plan.name}</h3>
                <p className="mb-4 mt-2 flex-1 text-2xl font-bold text-gray-900">
                  {formatAmount(unitPrice(plan) / 100, plan.currency_symbol, locale)}
                </p>
                <AddToBasketButton plan={plan} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

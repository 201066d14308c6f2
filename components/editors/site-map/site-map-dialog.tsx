"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { EditorDialog } from "@/components/editing/editor-dialog";
import { useSiteIndex } from "@/components/editors/create-page/use-layout-sources";
import { SECONDARY_BUTTON } from "@/components/editors/shared/buttons";
import { useSite } from "@/components/site/site-context";
import { buildSiteTree } from "@/lib/pages/site-index";
import { siteMapLoadError } from "./load-error";
import { SiteTree } from "./site-tree";

const GROUPS = ["menus", "pages", "posts"] as const;

/** The Site Map (spec 001 §2.6, §8): the site's menus, pages and blog posts, each opening its page. */
export default function SiteMapDialog({ onClose }: { onClose(): void }) {
  const t = useTranslations("Editors");
  const { locale } = useSite();
  const index = useSiteIndex({ fresh: true });
  const tree = useMemo(() => (index.data ? buildSiteTree(index.data, locale, t("siteMap.home")) : null), [index.data, locale, t]);
  const failure = index.isError && !index.isFetching ? siteMapLoadError(index.error) : null;

  return (
    <EditorDialog title={t("siteMap.title")} open onClose={onClose} dirty={false} confirmCloseText={t("unsavedChanges")}>
      <p className="mb-4 text-sm text-gray-700">{t("siteMap.subtitle")}</p>
      {failure ? (
        <div role="alert" className="space-y-3 rounded-lg bg-red-50 px-4 py-4 text-sm text-red-800">
          <h3 className="text-base font-semibold">{t("siteMap.failedToLoad")}</h3>
          <p>{t(`siteMap.${failure.key}`, { details: failure.details ?? "" })}</p>
          <button type="button" className={SECONDARY_BUTTON} onClick={() => void index.refetch()}>
            {t("retry")}
          </button>
        </div>
      ) : !tree ? (
        <p role="status" className="text-sm text-gray-700">
          {t("siteMap.loading")}
        </p>
      ) : (
        <nav aria-label={t("siteMap.title")} className="space-y-6 text-sm">
          {GROUPS.map((group) => (
            <section key={group} aria-labelledby={`site-map-${group}`}>
              <h3 id={`site-map-${group}`} className="mb-2 font-semibold text-gray-900">
                {t(`siteMap.groups.${group}`)}
              </h3>
              {tree[group].length > 0 ? <SiteTree entries={tree[group]} onOpen={onClose} /> : <p className="text-gray-700">{t("siteMap.empty")}</p>}
            </section>
          ))}
        </nav>
      )}
    </EditorDialog>
  );
}

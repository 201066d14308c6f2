"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { EditorDialog } from "@/components/editing/editor-dialog";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "@/components/editors/shared/buttons";
import { useSite } from "@/components/site/site-context";
import type { Locale } from "@/lib/i18n/locales";
import { LayoutCounts } from "./layout-counts";
import { LayoutList } from "./layout-list";
import { countSections, sameOrder, type LayoutRow } from "./layout-rows";
import { LayoutNotices } from "./layout-notices";
import { isShareImage, shareChanges, type PageShareForm } from "./page-share";
import { PageShareFields } from "./page-share-fields";
import { usePageLayout } from "./use-page-layout";

export interface PageLayoutEditorProps {
  /** The stored url_page of the page being viewed (/home for /). */
  urlPage: string;
  locale: Locale;
  onClose(): void;
  /** After the new order is stored: the page shows it. */
  onSaved(): void;
}

/**
 * "Manage Page Layout" (spec 002 §2, §4): the page's sections in order, reordered by drag and drop or with
 * Move up / Move down, and its search and sharing texts (issue 41), stored by Save Layout; Cancel restores the
 * stored layout and closes. Its own chunk.
 */
export function PageLayoutEditor({ urlPage, locale, onClose, onSaved }: PageLayoutEditorProps) {
  const t = useTranslations("Editors.pageLayout");
  const tEditing = useTranslations("Editing");
  const { siteId, defaultLocale } = useSite();
  const layout = usePageLayout({ urlPage, locale, onSaved });
  // The admin's arrangement and share texts; null: the stored ones.
  const [order, setOrder] = useState<readonly LayoutRow[] | null>(null);
  const [share, setShare] = useState<PageShareForm | null>(null);
  const stored = layout.stored?.rows ?? [];
  const rows = order ?? stored;
  const orderDirty = order !== null && !sameOrder(order, stored);
  const changedShare = share && layout.stored ? shareChanges(layout.stored.share, share) : null;
  const dirty = orderDirty || changedShare !== null;
  const shareInvalid = share !== null && share.seo_image !== "" && !isShareImage(share.seo_image);
  // Spec 002 §5: the organisation must be known, else the save is skipped and this says why.
  const noOrganization = !siteId;

  const save = async () => {
    if (noOrganization || shareInvalid) return;
    if (!dirty) return onClose();
    const outcome = await layout.saveChanges({ rows: orderDirty ? rows : undefined, share: changedShare });
    if (outcome === "saved") onClose();
    // Someone else's newer layout is loaded: it is shown instead of this admin's.
    if (outcome === "stale") {
      setOrder(null);
      setShare(null);
    }
  };
  // Spec 002 §4: Cancel restores the original order and closes (nothing was stored).
  const cancel = () => {
    setOrder(null);
    setShare(null);
    onClose();
  };

  const footer = (
    <>
      <button type="button" className={SECONDARY_BUTTON} onClick={cancel}>
        {t("cancel")}
      </button>
      <button type="button" className={PRIMARY_BUTTON} disabled={layout.saving || layout.loading || layout.loadFailed || noOrganization || shareInvalid} onClick={() => void save()}>
        {layout.saving ? t("saving") : t("save")}
      </button>
    </>
  );

  return (
    <EditorDialog open title={t("title")} onClose={onClose} dirty={dirty} confirmCloseText={tEditing("dialog.confirmClose")} footer={footer}>
      <div className="space-y-4" data-testid="page-layout">
        <div className="flex flex-wrap items-center gap-2">
          <span data-testid="page-layout-badge" className="rounded-full bg-sky-700 px-2 py-0.5 text-xs font-semibold text-white">
            {t("badgeEdit")}
          </span>
          <p className="text-sm text-gray-700">{t("page", { page: urlPage })}</p>
        </div>
        {layout.loading ? (
          <p role="status" className="py-6 text-center text-sm text-gray-700">
            {t("loading")}
          </p>
        ) : layout.loadFailed ? (
          <div role="alert" className="space-y-2 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800">
            <p>{t("loadFailed")}</p>
            <button type="button" className={SECONDARY_BUTTON} onClick={layout.retry}>
              {t("retry")}
            </button>
          </div>
        ) : rows.length === 0 ? (
          <div data-testid="page-layout-empty" className="rounded-lg border border-dashed border-gray-300 px-4 py-8 text-center">
            <p className="font-semibold text-gray-900">{t("emptyTitle")}</p>
            <p className="mt-1 text-sm text-gray-700">{t("emptyHint")}</p>
          </div>
        ) : (
          <>
            <LayoutCounts counts={countSections(rows)} />
            <LayoutList rows={rows} disabled={layout.saving} onReorder={setOrder} />
          </>
        )}
        {layout.stored && (
          <PageShareFields value={share ?? layout.stored.share} language={{ locale, defaultLocale }} disabled={layout.saving} onChange={setShare} />
        )}
        <LayoutNotices noOrganization={noOrganization} problem={layout.problem} />
      </div>
    </EditorDialog>
  );
}

export default PageLayoutEditor;

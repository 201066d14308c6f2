"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import type { BannerOpenState } from "@/lib/model/enums";
import "@/app/prose.css";

/** Where the expanded banner sits: the whole screen, a half, or a 30 % / 70 % band from one edge. */
const AREA: Record<BannerOpenState, string> = {
  full: "inset-0",
  "left-half": "inset-y-0 left-0 w-1/2",
  "right-half": "inset-y-0 right-0 w-1/2",
  "top-half": "inset-x-0 top-0 h-1/2",
  "bottom-half": "inset-x-0 bottom-0 h-1/2",
  "left-30": "inset-y-0 left-0 w-[30%] min-w-72",
  "left-70": "inset-y-0 left-0 w-[70%]",
  "right-30": "inset-y-0 right-0 w-[30%] min-w-72",
  "right-70": "inset-y-0 right-0 w-[70%]",
  "top-30": "inset-x-0 top-0 h-[30%] min-h-48",
  "top-70": "inset-x-0 top-0 h-[70%]",
  "bottom-30": "inset-x-0 bottom-0 h-[30%] min-h-48",
  "bottom-70": "inset-x-0 bottom-0 h-[70%]",
};

/** The banner's landing content in its open area (a modal dialog, so focus stays inside until closed). */
export function BannerExpansion({ openState, html, title, onClose }: { openState: BannerOpenState; html: string | null; title: string; onClose: () => void }) {
  const t = useTranslations("Banners");
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    ref.current?.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      aria-label={title}
      onClose={onClose}
      data-banner-expansion={openState}
      className={`fixed m-0 h-auto max-h-none w-auto max-w-none overflow-y-auto bg-white p-6 text-gray-900 shadow-2xl backdrop:bg-black/40 max-sm:inset-0 max-sm:h-full max-sm:w-full ${AREA[openState]}`}
    >
      <button
        type="button"
        onClick={onClose}
        className="float-right rounded px-3 py-1 text-sm font-semibold underline focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
      >
        {t("collapse")}
      </button>
      {html ? (
        <div className="prose max-w-none" dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <p>{t("noLanding")}</p>
      )}
    </dialog>
  );
}

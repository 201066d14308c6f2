"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";

/** Spec 002 §9: desktop is at least 768 px; the preview shows a common laptop and a common phone width. */
export const PREVIEW_WIDTHS = { desktop: 1280, mobile: 390 } as const;
const WIDTH_CHOICES = ["desktop", "mobile"] as const;
export type PreviewWidth = (typeof WIDTH_CHOICES)[number];

interface PreviewFrameProps {
  /** Names the frame for assistive technology ("Header preview"). */
  title: string;
  /** The frame's height in its own pixels; null: as tall as what it shows. */
  height: number | null;
  children: ReactNode;
}

/**
 * The public header or footer drawn in a frame of its own, 1280 or 390 px wide and scaled to fit the dialog:
 * the site's breakpoints (md: and the like) then answer to the frame's width, as they would on that screen.
 * The frame carries the page's stylesheets; React renders into it through a portal, so the site's own
 * components run with the page's contexts. Links in it do not navigate.
 */
export function PreviewFrame({ title, height, children }: PreviewFrameProps) {
  const t = useTranslations("Editors.header.preview");
  const id = useId();
  const [width, setWidth] = useState<PreviewWidth>("desktop");
  const [body, setBody] = useState<HTMLElement | null>(null);
  const [contentHeight, setContentHeight] = useState(0);
  const [available, setAvailable] = useState(0);
  const box = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);

  // The room the dialog gives the preview: the frame is scaled down to it.
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setAvailable(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // How tall the drawn header or footer is, when the frame follows it.
  useEffect(() => {
    const Observer = body?.ownerDocument.defaultView?.ResizeObserver;
    if (!body || !Observer || height !== null) return;
    const observer = new Observer(() => setContentHeight(body.scrollHeight));
    observer.observe(body);
    return () => observer.disconnect();
  }, [body, height]);

  const load = () => {
    const document_ = frame.current?.contentDocument;
    if (!document_) return;
    document_.title = title;
    for (const sheet of document.head.querySelectorAll('link[rel="stylesheet"], style')) document_.head.append(sheet.cloneNode(true));
    setBody(document_.body);
  };

  const pixels = PREVIEW_WIDTHS[width];
  const scale = available > 0 ? Math.min(1, available / pixels) : 1;
  const frameHeight = height ?? Math.max(contentHeight, 1);
  const lang = typeof document === "undefined" ? "en" : document.documentElement.lang;
  const source = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"></head><body class="m-0 bg-white font-sans text-gray-800 antialiased"></body></html>`;

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-heading`} className="text-sm font-semibold text-gray-800">
          {t("heading")}
        </h3>
        <div role="group" aria-label={t("width")} className="flex rounded-lg border border-gray-300 p-0.5">
          {WIDTH_CHOICES.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={width === option}
              onClick={() => setWidth(option)}
              className="rounded-md px-3 py-1 text-sm text-gray-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 aria-pressed:bg-sky-700 aria-pressed:text-white"
            >
              {t(option, { px: PREVIEW_WIDTHS[option] })}
            </button>
          ))}
        </div>
      </div>
      <div ref={box} className="overflow-hidden rounded-lg border border-gray-200 bg-gray-50">
        <div style={{ height: frameHeight * scale, width: pixels * scale }} className="mx-auto">
          <iframe
            ref={frame}
            title={title}
            srcDoc={source}
            onLoad={load}
            data-preview-width={width}
            style={{ width: pixels, height: frameHeight, transform: `scale(${scale})`, transformOrigin: "top left" }}
            className="block border-0"
          />
        </div>
      </div>
      {body &&
        createPortal(
          // Clicking a link in the preview shows its hover and focus, never leaves the page being edited.
          <div onClickCapture={(event) => event.preventDefault()}>{children}</div>,
          body,
        )}
    </section>
  );
}

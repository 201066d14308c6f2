import { NextIntlClientProvider, type AbstractIntlMessages } from "next-intl";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/** A client component's static HTML as it renders for an English-speaking admin, with the given messages. */
export function renderMarkup(node: ReactNode, messages: AbstractIntlMessages): string {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale="en" messages={messages} timeZone="UTC">
      {node}
    </NextIntlClientProvider>,
  );
}

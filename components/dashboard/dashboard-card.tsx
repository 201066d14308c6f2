import { useId, type ReactNode } from "react";

interface CardProps {
  title: string;
  /** Where the card's subject is handled: a link or a button, shown under the card. */
  action?: ReactNode;
  children: ReactNode;
}

/** One card of the Dashboard: a labelled region with a heading, its content and where to handle it. */
export function DashboardCard({ title, action, children }: CardProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
      <h2 id={headingId} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      <div className="flex-1 space-y-3 text-sm text-gray-700">{children}</div>
      {action && <div className="border-t border-gray-100 pt-3 text-sm">{action}</div>}
    </section>
  );
}

export const CARD_LINK = "font-medium text-sky-700 underline hover:text-sky-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600";
export const CARD_BUTTON =
  "rounded-md border border-gray-300 px-3 py-1.5 font-medium text-gray-800 hover:bg-gray-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 disabled:opacity-50";

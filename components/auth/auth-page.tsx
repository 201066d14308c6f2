import type { ReactNode } from "react";
import { HidesTopBanners } from "@/components/banners/hides-top-banners";

/** The frame of the standalone login, register and reset pages. */
export function AuthPage({ title, subtitle, children }: { title?: string; subtitle?: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-md rounded-xl border border-gray-200 p-8 shadow-sm">
      {title && <h1 className="text-2xl font-semibold text-gray-900">{title}</h1>}
      {subtitle && <p className="mb-6 mt-2 text-gray-600">{subtitle}</p>}
      {children}
      <HidesTopBanners />
    </div>
  );
}

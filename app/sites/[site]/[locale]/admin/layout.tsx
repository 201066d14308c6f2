import type { ReactNode } from "react";
import { HidesTopBanners } from "@/components/banners/hides-top-banners";

/** The admin pages show no banners above the header (lib/banners/constants.ts): none has its place held. */
export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <HidesTopBanners />
    </>
  );
}

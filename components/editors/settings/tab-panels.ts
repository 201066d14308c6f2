import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { SettingsSection } from "@/lib/organizations/types";
import type { SettingsTabProps } from "./tab-props";

// Each tab is its own chunk, fetched when it is first shown: the modal's first chunk stays small.
export const TAB_PANELS: Record<SettingsSection, LazyExoticComponent<ComponentType<SettingsTabProps>>> = {
  general: lazy(() => import("./general/general-tab")),
  hero: lazy(() => import("./hero/hero-tab")),
  products: lazy(() => import("./products/products-tab")),
  features: lazy(() => import("./features/features-tab")),
  faqs: lazy(() => import("./faqs/faqs-tab")),
  banners: lazy(() => import("./banners/banners-tab")),
  menu: lazy(() => import("./menu/menu-tab")),
  blog: lazy(() => import("./blog/blog-tab")),
  cookies: lazy(() => import("./cookies/cookies-tab")),
  meeting_types: lazy(() => import("./meeting-types/meeting-types-tab")),
};

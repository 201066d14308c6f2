// Spec constants for section rendering (002 §4 Slider, §9; 001 §9), defined once.

/** Spec: slider interval 5000 ms. */
export const SLIDER_INTERVAL_MS = 5000;
/** Spec: a swipe of more than 75px goes next or previous. */
export const SWIPE_THRESHOLD_PX = 75;
/** Spec: mobile breakpoint 768px for header, slider and post modal. */
export const MOBILE_BREAKPOINT_PX = 768;
/** Spec: grid_columns from 1 to 5 on public pages. */
export const MIN_GRID_COLUMNS = 1;
export const MAX_GRID_COLUMNS = 5;
/** Spec: template sections cache 60000 ms. */
export const TEMPLATE_SECTIONS_CACHE_MS = 60_000;
/** Spec: template fetch timeout 10 s. */
export const TEMPLATE_FETCH_TIMEOUT_MS = 10_000;
/** Spec: the path / is treated as /home when loading section data. */
export const HOME_PAGE = "/home";
/** Events that make the client refetch section data (spec 002 §4 Template data). */
export const TEMPLATE_SECTION_UPDATED_EVENT = "template-section-updated";
export const TEMPLATE_HEADING_SECTION_UPDATED_EVENT = "template-heading-section-updated";

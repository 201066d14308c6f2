// Spec constants for the metrics area of a template section (001 §9), defined once.

/** Spec 001 §9: metric card width 350px. */
export const METRIC_CARD_WIDTH_PX = 350;
/** Spec 001 §9: metric card minimum height 350px. */
export const METRIC_CARD_MIN_HEIGHT_PX = 350;
/** The metric image height the editor's cards use: h-48, the spec's Default (001 §9). */
export const EDITOR_METRIC_IMAGE_HEIGHT = "h-48";

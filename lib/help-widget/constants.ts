// Help-centre widget constants (spec §3 stored client keys, §4, §9).

export const WIDGET_SIZES = ["initial", "half", "fullscreen"] as const;
export type WidgetSize = (typeof WIDGET_SIZES)[number];

export const WIDGET_VIEWS = ["welcome", "live-support", "faq", "knowledge-base", "features", "ai"] as const;
export type WidgetView = (typeof WIDGET_VIEWS)[number];

/** The widget's own breakpoint: 640 px wide or less is mobile. */
export const WIDGET_MOBILE_MAX_WIDTH_PX = 640;
/** Initial size 400×750; half is 50% of the width. */
export const WIDGET_INITIAL_WIDTH_PX = 400;
export const WIDGET_INITIAL_HEIGHT_PX = 750;
/** On mobile the button fades out until the visitor scrolls past this. */
export const WIDGET_BUTTON_SCROLL_THRESHOLD_PX = 100;
/** Saved state is restored only when younger than this. */
export const WIDGET_RESTORE_WINDOW_MS = 5000;

export const WIDGET_STATE_KEY = "chatHelpWidget_state";
export const CHAT_MODE_KEY = "chatWidget_mode";
export const CHAT_OPEN_KEY = "chatWidget_isOpen";

/** Labels longer than this are cut to it plus an ellipsis (002 §9). */
export const BREADCRUMB_LABEL_LIMIT = 20;

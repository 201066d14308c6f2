import { DEFAULT_LOCALE_SEGMENT } from "@/lib/tenancy/site-path";

/**
 * Cache Components needs one sample of each root param at build time. Organisations live in the
 * database, which a build must not depend on, so the sample is a host no organisation can have
 * (`.invalid` is reserved): it resolves to an empty site without a query.
 */
export const BUILD_SAMPLE_HOST = "build-sample.invalid";
export const BUILD_SAMPLE_PARAMS = [{ site: BUILD_SAMPLE_HOST, locale: DEFAULT_LOCALE_SEGMENT }];

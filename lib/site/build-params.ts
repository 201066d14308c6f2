/**
 * Cache Components needs one sample of each root param at build time. Organisations live in the
 * database, which a build must not depend on, so the sample is a site id no organisation has:
 * its pages render empty and the proxy never rewrites to it.
 */
export const BUILD_SAMPLE_PARAMS = [{ site: "build-sample", locale: "en" }];

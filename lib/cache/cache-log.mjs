// What the cache handlers log (Redis going away and coming back, a build without its id): the app's logger,
// marked as the cache's.
import { logger } from "../log/logger.mjs";

export const cacheLog = logger.child({ component: "cache" });

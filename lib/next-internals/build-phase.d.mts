export declare const BUILD_PHASE: "phase-production-build";
export declare function isNextBuild(env?: Record<string, string | undefined>): boolean;

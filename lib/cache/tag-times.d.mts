export interface TagTimes {
  apply(tag: string, times: { stale?: number; expired?: number }): void;
  forgetBefore(before: number): string[];
  expiration(tags: string[]): number;
  isExpired(tags: string[], timestamp: number): boolean;
  isStale(tags: string[], timestamp: number): boolean;
}
export declare function revalidationTimes(now: number, durations?: { expire?: number }): { stale?: number; expired?: number };
export declare function createTagTimes(): TagTimes;
export declare const ECHO_WINDOW_MS: number;
export declare function createAnnouncements(windowMs?: number): {
  toWrite(tags: string[], durations: { expire?: number } | undefined, announce: boolean, now: number): string[];
};

export interface TagTimes {
  apply(tag: string, times: { stale?: number; expired?: number }): void;
  expiration(tags: string[]): number;
  isExpired(tags: string[], timestamp: number): boolean;
  isStale(tags: string[], timestamp: number): boolean;
}
export declare function revalidationTimes(now: number, durations?: { expire?: number }): { stale?: number; expired?: number };
export declare function createTagTimes(): TagTimes;

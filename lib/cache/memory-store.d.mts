export interface MemoryStore<T> {
  read(key: string): Promise<T | undefined>;
  write(key: string, stored: T, seconds: number): Promise<void>;
}
export declare function createMemoryStore<T>(options: { maxBytes: number; sizeOf(stored: T): number }): MemoryStore<T>;

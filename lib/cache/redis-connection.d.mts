export declare const CONNECT_TIMEOUT_MS: number;
export declare const COMMAND_TIMEOUT_MS: number;
export interface RedisConnection {
  readonly isReady: boolean;
  warm(): void;
  close(): Promise<void>;
}
export interface CacheLog {
  warn(message: string): void;
  info(message: string): void;
}
export declare function createRedisConnection(options: { url: string; log?: CacheLog }): RedisConnection;

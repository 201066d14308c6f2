export declare const TRUSTED_PROXY_HOPS_VARIABLE: "TRUSTED_PROXY_HOPS";
export declare function trustedProxyHops(env?: Record<string, string | undefined>): number;
export declare function clientAddress(input: {
  socketAddress: string | undefined;
  forwardedFor: string | string[] | undefined;
  hops: number;
}): string;

/**
 * API keys of the embedded stack. Opaque strings like Supabase's publishable and secret keys: they say which
 * client is calling, never who the user is (that is the access token). Fixed, because the stack only ever
 * listens on 127.0.0.1 and the app must find them without configuration.
 */
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from "../../../lib/env/local-stack";

export { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY };

export type ApiKeyRole = "anon" | "service_role";

export function apiKeyRole(key: string | undefined): ApiKeyRole | null {
  if (key === LOCAL_ANON_KEY) return "anon";
  if (key === LOCAL_SERVICE_ROLE_KEY) return "service_role";
  return null;
}

export function isApiKey(value: string): boolean {
  return apiKeyRole(value) !== null;
}

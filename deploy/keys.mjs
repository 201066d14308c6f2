// Fresh secrets for compose.yaml, in place of its public trial values:
//   node deploy/keys.mjs > deploy/.env && docker compose --env-file deploy/.env up --build
// The anon and service role keys are JWTs signed with JWT_SECRET, as Supabase's self-hosting makes them: Auth
// signs sessions with the secret, Storage checks every key against it. A changed anon key needs a new app build.
import { createHmac, randomBytes } from "node:crypto";

const secret = () => randomBytes(32).toString("base64url");
const jwtSecret = secret();
const base64url = (value) => Buffer.from(JSON.stringify(value)).toString("base64url");

function sign(payload) {
  const unsigned = `${base64url({ alg: "HS256", typ: "JWT" })}.${base64url(payload)}`;
  return `${unsigned}.${createHmac("sha256", jwtSecret).update(unsigned).digest("base64url")}`;
}

const issuedAt = Math.floor(Date.now() / 1000);
const tenYears = 10 * 365 * 24 * 60 * 60;
const key = (role) => sign({ role, iss: "supabase", iat: issuedAt, exp: issuedAt + tenYears });

console.log(`JWT_SECRET=${jwtSecret}
ANON_KEY=${key("anon")}
SERVICE_ROLE_KEY=${key("service_role")}
POSTGRES_PASSWORD=${secret()}
SITE_APP_PASSWORD=${secret()}`);

// Calls of GET/PUT /api/organizations/{orgId} and the sections route as a browser on a host would send them.
import { apiRequest } from "./app-stack";

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

export const ACME_HOST = "acme.localhost:3000";
export const NORTHWIND_HOST = "localhost:3000";

interface Call {
  token?: string;
  host?: string;
  orgId: string;
  body?: unknown;
}

const organizationRoute = () => import("@/app/api/organizations/[orgId]/route");

export async function getOrganization({ token, host = ACME_HOST, orgId }: Call): Promise<Response> {
  const { GET } = await organizationRoute();
  return (GET as Handler)(apiRequest(host, `/api/organizations/${orgId}`, { token }), { params: Promise.resolve({ orgId }) });
}

export async function putOrganization({ token, host = ACME_HOST, orgId, body }: Call): Promise<Response> {
  const { PUT } = await organizationRoute();
  const request = apiRequest(host, `/api/organizations/${orgId}`, { method: "PUT", token, body });
  return (PUT as Handler)(request, { params: Promise.resolve({ orgId }) });
}

export async function getSection({ token, host = ACME_HOST, orgId, section }: Call & { section: string }): Promise<Response> {
  const { GET } = await import("@/app/api/organizations/[orgId]/sections/[section]/route");
  return (GET as Handler)(apiRequest(host, `/api/organizations/${orgId}/sections/${section}`, { token }), {
    params: Promise.resolve({ orgId, section }),
  });
}

/** POST /api/revisions/{id}/undo on the host. */
export async function undoRevision({ token, host = ACME_HOST, revisionId }: { token: string; host?: string; revisionId: number }) {
  const { POST } = await import("@/app/api/revisions/[id]/undo/route");
  return (POST as Handler)(apiRequest(host, `/api/revisions/${revisionId}/undo`, { method: "POST", token, body: {} }), {
    params: Promise.resolve({ id: String(revisionId) }),
  });
}

import { profileAnswerSchema, type ProfileAnswer } from "@/components/account/use-profile";
import { apiFetch } from "@/lib/api/client";

// The header, its mobile menu and the footer all ask for the role: one GET /api/profile per token.
const roleRequests = new Map<string, Promise<ProfileAnswer["role"]>>();

/** The signed-in visitor's role on this site; null (a customer) when the check fails. */
export function loadRole(token: string): Promise<ProfileAnswer["role"]> {
  let request = roleRequests.get(token);
  if (!request) {
    request = apiFetch("/api/profile", profileAnswerSchema, { token })
      .then((answer) => answer.role)
      .catch(() => {
        // Not remembered, so the next page asks again; meanwhile the visitor counts as a customer.
        roleRequests.delete(token);
        return null;
      });
    roleRequests.set(token, request);
  }
  return request;
}

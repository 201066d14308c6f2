import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { apiRequest, startAppStack, type AppStack } from "../helpers/app-stack";
import { NORTHWIND, SEED_PASSWORDS } from "../helpers/seed-ids";

// "What changed" (issue 40, item 7): each change of the change set carries the live row's values of the fields its
// draft changes, so the changes dialog can show live against draft before publishing.
vi.mock("next/cache", () => ({ revalidateTag: () => undefined }));
vi.mock("next/headers", () => import("../helpers/next-headers-stand-in"));

const HOST = "localhost:3000";
const SECTION = NORTHWIND.sections[1];
const params = (id: string) => ({ params: Promise.resolve({ id }) });

let app: AppStack;
let editor: string;
let sectionRoute: typeof import("@/app/api/template-sections/[id]/route");
let changeSetRoute: typeof import("@/app/api/change-set/route");
let draftModeRoute: typeof import("@/app/api/draft-mode/route");

beforeAll(async () => {
  app = await startAppStack();
  sectionRoute = await import("@/app/api/template-sections/[id]/route");
  changeSetRoute = await import("@/app/api/change-set/route");
  draftModeRoute = await import("@/app/api/draft-mode/route");
  editor = await app.signIn(NORTHWIND.editor.email, SEED_PASSWORDS.admin);
});

afterAll(async () => {
  const { stopQueue } = await import("@/lib/jobs/queue");
  await stopQueue();
  await app?.close();
});

describe("the change set's live values", () => {
  it("answers, beside each draft's fields, the live row's values of the same fields", async () => {
    expect((await draftModeRoute.PUT(apiRequest(HOST, "/api/draft-mode", { method: "PUT", token: editor, body: { on: true } }))).status).toBe(200);
    const opened = await sectionRoute.GET(apiRequest(HOST, `/api/template-sections/${SECTION}`, { token: editor }), params(SECTION));
    const live = await opened.json();
    expect(live.section_title).toEqual(expect.any(String));
    const request = apiRequest(HOST, `/api/template-sections/${SECTION}`, { method: "PATCH", token: editor, body: { section_title: "Relaunch: what we do" } });
    request.headers.set("if-match", opened.headers.get("etag")!);
    expect((await sectionRoute.PATCH(request, params(SECTION))).status).toBe(200);

    const answer = await changeSetRoute.GET(apiRequest(HOST, "/api/change-set", { token: editor }));
    expect(answer.status).toBe(200);
    expect((await answer.json()).changes).toEqual([
      expect.objectContaining({
        entity: "template_section",
        entity_id: SECTION,
        fields: { section_title: "Relaunch: what we do" },
        live: { section_title: live.section_title },
      }),
    ]);
  });
});

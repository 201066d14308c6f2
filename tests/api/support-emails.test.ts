// Ticket emails speak the organisation's default language (lib/support/notify.ts): Acme Viajes' is Spanish.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ticketEnvelopeSchema } from "@/lib/support/contract";
import { apiRequest, startAppStack, type AppStack } from "@/tests/helpers/app-stack";
import { ACME, SEED_PASSWORDS } from "@/tests/helpers/seed-ids";

const ACME_HOST = "acme.localhost:3000";

let app: AppStack;
let ticketsRoute: typeof import("@/app/api/support/tickets/route");
let messagesRoute: typeof import("@/app/api/support/tickets/[id]/messages/route");

beforeAll(async () => {
  app = await startAppStack({ emailWorker: true });
  ticketsRoute = await import("@/app/api/support/tickets/route");
  messagesRoute = await import("@/app/api/support/tickets/[id]/messages/route");
});

afterAll(async () => {
  await app?.close();
});

describe("ticket emails of a Spanish-speaking organisation", () => {
  it("reach Acme's admins and its customer in Spanish", async () => {
    const customer = await app.signIn(ACME.customer.email, SEED_PASSWORDS.customer);
    const admin = await app.signIn(ACME.admin.email, SEED_PASSWORDS.admin);
    const opened = await ticketsRoute.POST(
      apiRequest(ACME_HOST, "/api/support/tickets", { method: "POST", token: customer, body: { subject: "Traslado al aeropuerto", message: "¿Incluye el traslado?" } }),
    );
    expect(opened.status).toBe(201);
    const { ticket } = ticketEnvelopeSchema.parse(await opened.json());

    const toAdmin = (await app.mailTo(ACME.admin.email)).find((m) => m.subject === "Nuevo mensaje: Traslado al aeropuerto");
    expect(toAdmin?.text).toContain("«Traslado al aeropuerto» (Acme Viajes):");
    expect(toAdmin?.text).toContain("¿Incluye el traslado?");
    expect(toAdmin?.text).toMatch(/Abrir los tickets: https?:\/\/[^/\s]+\/admin/);

    const replied = await messagesRoute.POST(
      apiRequest(ACME_HOST, `/api/support/tickets/${ticket.id}/messages`, { method: "POST", token: admin, body: { body: "Sí, está incluido." } }),
      { params: Promise.resolve({ id: ticket.id }) },
    );
    expect(replied.status).toBe(201);
    const toCustomer = (await app.mailTo(ACME.customer.email)).find((m) => m.subject === "Nueva respuesta: Traslado al aeropuerto");
    expect(toCustomer?.text).toContain("Acme Viajes ha respondido a tu solicitud «Traslado al aeropuerto»:");
    expect(toCustomer?.html).toContain("Ver la conversación");
  });
});

/** The window event that asks the admin layer to open the tickets modal. */
export const OPEN_TICKETS_EVENT = "support:open-tickets";

/** Where the tickets live as a page (the header's fallback, links from emails). */
export const TICKETS_PATH = "/account/profile/tickets";

export interface OpenTicketsDetail {
  ticketId?: string;
}

/**
 * Opens the tickets modal (spec 002 §2: "The tickets action opens a tickets modal"), at `ticketId` if given.
 * The admin layer's listener claims the event; returns false when nothing did (the layer is not loaded
 * yet, or this is no admin), so a link can fall back to /account/profile/tickets.
 */
export function openTicketsModal(ticketId?: string): boolean {
  const event = new CustomEvent<OpenTicketsDetail>(OPEN_TICKETS_EVENT, { detail: { ticketId }, cancelable: true });
  return !window.dispatchEvent(event);
}

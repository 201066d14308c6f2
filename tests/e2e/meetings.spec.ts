import AxeBuilder from "@axe-core/playwright";
import { type Browser, type Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { NORTHWIND, SEED_PASSWORDS } from "../helpers/seed-ids";
import { hosts } from "./hosts";
import { waitForMail } from "./mailbox";

// Guest and host in two browser contexts. LiveKit is not configured in e2e runs, so an admitted guest
// reaches the "Video calls are not configured" state of the call screen.
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function hostPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${hosts.northwind}/login?redirectTo=${encodeURIComponent("/admin/meetings")}`);
  await waitForHydration(page);
  const main = page.getByRole("main");
  await main.getByLabel("Email").fill(NORTHWIND.admin.email);
  await main.getByLabel("Password", { exact: true }).fill(SEED_PASSWORDS.admin);
  await main.getByRole("button", { name: "Log in", exact: true }).click();
  await page.waitForURL(`${hosts.northwind}/admin/meetings`);
  return page;
}

/** Books the next free introductory call through the API, as the booking page would. */
async function bookThroughApi(page: Page, name: string): Promise<string> {
  const slots = await (await page.request.get(`${hosts.northwind}/api/meetings/slots?meeting_type_id=${NORTHWIND.meetingTypes[0]}`)).json();
  const response = await page.request.post(`${hosts.northwind}/api/meetings/bookings`, {
    data: {
      meeting_type_id: NORTHWIND.meetingTypes[0],
      scheduled_at: slots.slots[0],
      customer_name: name,
      customer_email: uniqueEmail("guest"),
      idempotency_key: crypto.randomUUID(),
    },
  });
  expect(response.status()).toBe(201);
  return `${hosts.northwind}${(await response.json()).guest_path}`;
}

async function enterWaitingRoom(guest: Page, link: string) {
  await guest.goto(link);
  await waitForHydration(guest);
  await guest.getByRole("button", { name: "Enter the waiting room" }).click();
  await expect(guest.getByRole("heading", { name: "Waiting room" })).toBeFocused();
  await expect(guest.getByTestId("room-announcement")).toHaveText("Waiting for the host to admit you");
}

test("a guest books, gets the link by email, waits, and is admitted by the host into the call screen", async ({ browser }) => {
  const guest = await (await browser.newContext()).newPage();
  const email = uniqueEmail("booker");
  await guest.goto(`${hosts.northwind}/book`);
  await waitForHydration(guest);
  await expect(guest.getByRole("heading", { name: "Book a meeting" })).toBeVisible();
  // A click that lands while the form's island is still hydrating is replayed by React afterwards: check
  // again until the radio holds, as a person would click again.
  const type = guest.getByRole("radio", { name: /Introductory call/ });
  await expect(async () => type.check({ timeout: 1000 })).toPass();
  await guest.getByLabel("Time").selectOption({ index: 1 });
  await guest.getByLabel("Your name").fill("Ada Guest");
  await guest.getByLabel("Email").fill(email);
  await guest.getByRole("button", { name: "Book meeting" }).click();
  await expect(guest.getByTestId("booking-confirmed")).toContainText(`We sent the private link to ${email}.`);

  const mail = await waitForMail(email, /is booked/);
  const link = mail.text.match(/https?:\/\/\S+\/meeting#booking=\S+/)?.[0];
  expect(link).toBeTruthy();
  await enterWaitingRoom(guest, link!);
  const clock = guest.getByTestId("waiting-elapsed");
  const first = await clock.textContent();
  await expect.poll(() => clock.textContent(), { timeout: 4000 }).not.toBe(first);
  expect((await new AxeBuilder({ page: guest }).include("main").analyze()).violations).toEqual([]);

  const host = await hostPage(browser);
  const row = host.getByRole("row").filter({ hasText: "Ada Guest" }).filter({ hasText: "Waiting" });
  await expect(row).toContainText(/Waiting for \d+:\d\d/);
  await row.getByRole("button", { name: "Admit Ada Guest" }).click();
  await expect(host.getByTestId("video-call")).toContainText("Video calls are not configured");

  await expect(guest.getByTestId("room-announcement")).toHaveText("The host admitted you. Joining the call…", { timeout: 8000 });
  await expect(guest.getByTestId("video-call")).toContainText("Video calls are not configured");
  await expect(guest.getByTestId("waiting-room")).toHaveCount(0);

  await guest.getByRole("button", { name: "Leave call" }).click();
  await expect(guest.getByTestId("room-announcement")).toHaveText("This meeting has ended.");
  await expect(guest.getByTestId("booking-status")).toHaveText("Completed");
});

test("a guest who leaves the waiting room keeps a confirmed booking", async ({ browser }) => {
  const guest = await (await browser.newContext()).newPage();
  const link = await bookThroughApi(guest, "Lena Leaver");
  await enterWaitingRoom(guest, link);
  await guest.getByRole("button", { name: "Leave waiting room" }).click();
  await expect(guest.getByTestId("room-announcement")).toHaveText("You left the waiting room. Your booking is still confirmed.");
  await expect(guest.getByTestId("booking-status")).toHaveText("Confirmed");
  await expect(guest.getByRole("button", { name: "Enter the waiting room" })).toBeVisible();
});

test("a guest whose booking the host rejects sees the waiting room close", async ({ browser }) => {
  const guest = await (await browser.newContext()).newPage();
  const link = await bookThroughApi(guest, "Rex Rejected");
  await enterWaitingRoom(guest, link);

  const host = await hostPage(browser);
  await host.getByRole("button", { name: "Reject Rex Rejected" }).click();
  await expect(guest.getByTestId("room-announcement")).toHaveText("The host declined this meeting.", { timeout: 8000 });
  await expect(guest.getByTestId("waiting-room")).toHaveCount(0);
  await expect(guest.getByTestId("booking-status")).toHaveText("Cancelled");
});

test("the host page tells a customer they are not authorised", async ({ page }) => {
  await page.goto(`${hosts.northwind}/login?redirectTo=${encodeURIComponent("/admin/meetings")}`);
  await waitForHydration(page);
  const main = page.getByRole("main");
  await main.getByLabel("Email").fill(NORTHWIND.customer.email);
  await main.getByLabel("Password", { exact: true }).fill(SEED_PASSWORDS.customer);
  await main.getByRole("button", { name: "Log in", exact: true }).click();
  await page.waitForURL(`${hosts.northwind}/admin/meetings`);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("You are not authorised to view this page.");
});

test("a signed-in customer sees their bookings on /account, in the site's language", async ({ page }) => {
  await page.goto(`${hosts.northwind}/de/login?redirectTo=${encodeURIComponent("/de/account")}`);
  const main = page.getByRole("main");
  await main.getByLabel("E-Mail").fill(NORTHWIND.customer.email);
  await main.getByLabel("Passwort", { exact: true }).fill(SEED_PASSWORDS.customer);
  await main.getByRole("button", { name: "Anmelden", exact: true }).click();
  await page.waitForURL(`${hosts.northwind}/de/account`);
  await expect(page.getByRole("heading", { name: "Ihre Termine" })).toBeVisible();
  await expect(page.getByTestId("account-bookings")).toContainText("Kennenlerngespräch");
  await expect(page.getByTestId("account-bookings")).toContainText("Bestätigt");
});

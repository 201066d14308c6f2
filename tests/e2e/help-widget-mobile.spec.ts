import { expect, test } from "./fixtures";
import { hosts } from "./hosts";

// Spec 002 §4: on a phone the help widget has no initial size; it opens at half the screen and its size
// button cycles half → fullscreen → half. Issue 37: on /about it opened at the full height while the button
// said "Half screen" (a second stylesheet undid the half size's phone layout). Tagged @dev: run.ts runs it
// on `next dev` too.

const PHONE = { width: 390, height: 844 };

test("on a phone the widget opens at half the screen and cycles half → fullscreen → half (/about, 390 px) @dev", async ({ page, context }) => {
  await context.addCookies([{ name: "cookies_accepted", value: "true", url: hosts.northwind }]);
  await page.setViewportSize(PHONE);
  await page.goto(`${hosts.northwind}/about`);
  // The button shows once the visitor scrolls past 100 px.
  await page.mouse.wheel(0, 400);
  await page.getByRole("button", { name: "Open help centre" }).click();
  const widget = page.locator("[data-help-widget]");
  const resize = widget.getByRole("button", { name: /^Change size/ });

  const expectHalf = async () => {
    await expect(resize).toHaveAccessibleName("Change size (Half screen)");
    await expect.poll(async () => widget.boundingBox()).toEqual({ x: 0, y: PHONE.height / 2, width: PHONE.width, height: PHONE.height / 2 });
  };
  await expectHalf();
  await resize.click();
  await expect(resize).toHaveAccessibleName("Change size (Full screen)");
  await expect.poll(async () => widget.boundingBox()).toEqual({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
  await resize.click();
  await expectHalf();
});

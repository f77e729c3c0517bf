import { expect, type Page } from '@playwright/test';
import { interactive } from './support';

/**
 * What the candidate-account journeys share (accounts, profile, CV files, saved offers): the password they sign up
 * with, fresh addresses, a client address per test, and keyboard-only input.
 */
export const PASSWORD = 'seven ravens fly at dawn';

/** An e-mail address no other test uses. */
export const uniqueAddress = (name: string): string =>
  `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.org`;

/** Presses Tab until the element has focus (keyboard only: no click, no focus()). */
export async function tabTo(page: Page, selector: string, max = 250): Promise<void> {
  await expect(page.locator(selector)).toHaveCount(1);
  for (let presses = 0; presses <= max; presses += 1) {
    if (await page.evaluate((css) => document.activeElement === document.querySelector(css), selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${selector} not reached by Tab within ${max} presses`);
}

/** Types into a field reached by Tab, replacing what it held. */
export async function typeInto(page: Page, id: string, text: string): Promise<void> {
  await interactive(page);
  await tabTo(page, `#${id}`);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
  await expect(page.locator(`#${id}`)).toHaveValue(text);
}

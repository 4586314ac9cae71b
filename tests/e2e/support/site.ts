// Page objects for the site shell: what a player sees and clicks, in their words.
import { expect, type Page } from '@playwright/test';

let counter = 0;
export function uniqueRacer(prefix = 'e2e'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36).slice(-5)}${counter}`.slice(0, 20);
}

export class Shell {
  constructor(readonly page: Page) {}

  header() {
    return this.page.getByRole('banner');
  }

  logInButton() {
    return this.header().getByRole('link', { name: 'Log In' });
  }

  teacherPortal() {
    return this.header().getByRole('link', { name: /Teacher Portal/ });
  }

  accountMenu(name: string) {
    return this.header().getByRole('button', { name });
  }

  async openRegistration() {
    await this.page.goto('/login');
    await this.page.getByRole('button', { name: 'Create a Free Account', exact: true }).click();
    await expect(this.page.getByRole('dialog')).toBeVisible();
  }

  async register(username: string, password: string) {
    await this.openRegistration();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByLabel('Username').fill(username);
    await dialog.getByLabel('Password').fill(password);
    await dialog.getByRole('checkbox', { name: /I accept the/ }).check();
    await dialog.getByRole('button', { name: /Create|Sign Up|Register/i }).click();
  }

  async login(username: string, password: string) {
    await this.page.goto('/login');
    const form = this.page
      .locator('form')
      .filter({ has: this.page.getByLabel('Password') })
      .first();
    await form.getByLabel('Username').fill(username);
    await form.getByLabel('Password').fill(password);
    await form.getByRole('button', { name: 'Log In' }).click();
  }

  /**
   * Picks an item of the account menu. A popup that an earlier race earned, closed by the
   * announcement handler, also closes the menu: open it again until the click lands.
   */
  async fromAccountMenu(name: string, item: string, landsOn?: RegExp) {
    const entry = this.page.getByRole('menuitem', { name: item });
    await expect(async () => {
      if (!(await entry.isVisible())) await this.accountMenu(name).click();
      await entry.click({ timeout: 5_000 });
      if (landsOn) await expect(this.page).toHaveURL(landsOn, { timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
  }

  async logout(name: string) {
    await this.fromAccountMenu(name, 'Logout');
    // Logout ends with a full page load of /login; wait for it before doing anything else.
    await this.page.waitForURL(/\/login/);
    await expect(this.logInButton()).toBeVisible();
  }
}

/**
 * Closes the overlay queue's announcements (achievements unlocked, feature unlocked) whenever one
 * is in the way of the test's next action. For journeys that are not about them: a race or a
 * purchase can earn an achievement, and its popup then covers the page until closed, as it would
 * for a player.
 */
export async function closeAnnouncementsWhenInTheWay(page: Page): Promise<void> {
  const announcement = page.getByRole('dialog', {
    name: /^(Achievements? Unlocked|Feature Unlocked|Season Reward Earned|Infinity Tier Reached)$/,
  });
  await page.addLocatorHandler(announcement, async (dialog) => {
    // Bounded: two actions at once both run this handler, and the second one's popup may already
    // be closed (detached) by the first; Playwright checks again for a popup after the handler.
    await dialog
      .getByRole('button', { name: 'Close' })
      .last()
      .click({ timeout: 5_000 })
      .catch(() => undefined);
  });
}

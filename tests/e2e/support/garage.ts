// Page objects for the garage and the shop, in the player's words. The parking lot is a canvas:
// bays are found with the engine's own pure layout (the scene is laid out from the same function
// for the same size), and moved with the real mouse.
import { expect, type Locator, type Page } from '@playwright/test';

import { layoutLot } from '../../../src/engine/parkingLot/layout';

export interface SessionUser {
  userID: number;
  username: string;
  money: number;
  level: number;
  racesPlayed: number;
  carID: number;
  carHueAngle: number;
  title: string;
  garage: string[];
  loot: { lootID: number; equipped: number }[];
}

interface Envelope<T> {
  status: string;
  results: T;
}

/** The bearer token the app keeps for the logged-in player. */
export async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('nitro.token'));
  expect(token, 'the player is logged in').toBeTruthy();
  return token!;
}

/** GET an API path as the logged-in player (the raw response, for status checks). */
export async function apiGet(page: Page, path: string) {
  return page.request.get(`/api/v2${path}`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
}

/** The player as the server has them now. */
export async function sessionUser(page: Page): Promise<SessionUser> {
  const res = await apiGet(page, '/auth/session');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as Envelope<{ user: SessionUser }>).results.user;
}

/** The car catalogue (id and name), as the garage loads it. */
export async function carCatalogue(page: Page): Promise<Map<string, number>> {
  const res = await page.request.get('/api/v2/cars');
  expect(res.ok()).toBe(true);
  const { cars } = ((await res.json()) as Envelope<{ cars: { carID: number; name: string }[] }>)
    .results;
  return new Map(cars.map((car) => [car.name, car.carID]));
}

export interface BayCell {
  x: number;
  y: number;
  width: number;
  height: number;
  centre: { x: number; y: number };
}

export class ShopScreen {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/shop');
    await expect(this.page.getByRole('heading', { name: 'Dealerships' })).toBeVisible();
  }

  wallet(): Locator {
    return this.page.getByLabel('Your wallet');
  }

  dealershipTab(name: string): Locator {
    return this.page.getByRole('tablist', { name: 'Dealerships' }).getByRole('tab', { name });
  }

  /** The enabled Buy buttons of a listing grid: "Buy <name> for $<price>". */
  private async offers(grid: Locator): Promise<{ name: string; price: number }[]> {
    const labels = await grid
      .getByRole('button', { name: /^Buy .+ for / })
      .evaluateAll((buttons) =>
        buttons
          .filter((button) => !(button as HTMLButtonElement).disabled)
          .map((button) => button.getAttribute('aria-label') ?? ''),
      );
    return labels.map((label) => {
      const [, name, price] = /^Buy (.+) for (.+)$/.exec(label)!;
      return { name: name!, price: price === 'Free' ? 0 : Number(price!.replace(/[$,]/g, '')) };
    });
  }

  /** The cheapest car the player can buy right now at Nitro Motors. */
  async cheapestCar(): Promise<{ name: string; price: number }> {
    await this.dealershipTab('Nitro Motors').click();
    const grid = this.page.getByRole('list', { name: 'Nitro Motors listings' });
    await expect(grid.getByRole('listitem').first()).toBeVisible();
    const offers = await this.offers(grid);
    expect(offers.length, 'a new player can afford at least one car').toBeGreaterThan(0);
    return offers.reduce((best, offer) => (offer.price < best.price ? offer : best));
  }

  /** Buy → confirm in the dialog; waits for the success banner. */
  async buy(name: string, price: string) {
    await this.page.getByRole('button', { name: `Buy ${name} for ${price}` }).click();
    const dialog = this.page.getByRole('dialog', { name: `Buy ${name}?` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: `Buy for ${price}` }).click();
    await expect(dialog).toBeHidden();
  }

  banner(): Locator {
    return this.page.getByRole('status').filter({ hasText: 'Go to your garage' });
  }
}

export class GarageScreen {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/garage');
    await expect(this.page.getByRole('heading', { name: 'Parking lot' })).toBeVisible();
  }

  lot(): Locator {
    return this.page.getByTestId('parking-lot');
  }

  async waitForLot() {
    await expect(this.lot()).toHaveAttribute('data-status', 'ready', { timeout: 20_000 });
  }

  carButton(carID: number): Locator {
    return this.page.getByTestId(`garage-car-${carID}`);
  }

  /** The owned-car list's test ids, in the order shown (garage order). */
  async listedCarIDs(): Promise<number[]> {
    const ids = await this.page
      .getByRole('list', { name: /Your cars/ })
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-testid') ?? ''));
    return ids.map((id) => Number(id.replace('garage-car-', '')));
  }

  selectedCard(name: string): Locator {
    return this.page.getByRole('region', { name: `Selected car: ${name}` });
  }

  /**
   * Scrolls the whole lot into view (the mouse only reaches what the viewport shows) and returns
   * each bay's cell (0..14, row-major, on the page shown) in viewport coordinates.
   */
  async bays(): Promise<BayCell[]> {
    const box = await this.lot()
      .locator('canvas')
      .evaluate((canvas) => {
        canvas.scrollIntoView({ block: 'center' });
        const { x, y, width, height } = canvas.getBoundingClientRect();
        return { x, y, width, height };
      });
    return layoutLot(box.width, box.height).bays.map(({ cell }) => ({
      x: box.x + cell.x,
      y: box.y + cell.y,
      width: cell.w,
      height: cell.h,
      centre: { x: box.x + cell.x + cell.w / 2, y: box.y + cell.y + cell.h / 2 },
    }));
  }

  /** A click on a bay of the canvas (selects the car the scene has parked there). */
  async clickBay(bay: number) {
    const { centre } = (await this.bays())[bay]!;
    await this.page.mouse.click(centre.x, centre.y);
  }

  /** Moves the mouse off the lot and back onto a bay: the scene redraws for the hover. */
  async hoverBay(bay: number) {
    const { centre } = (await this.bays())[bay]!;
    const box = (await this.lot().boundingBox())!;
    await this.page.mouse.move(box.x + box.width / 2, box.y + box.height + 40);
    await this.page.mouse.move(centre.x, centre.y);
  }

  /** Presses on a parked car, drags it across the lot and lets go over another bay. */
  async dragCar(fromBay: number, toBay: number) {
    const bays = await this.bays();
    const from = bays[fromBay]!.centre;
    const to = bays[toBay]!.centre;
    await this.page.mouse.move(from.x, from.y);
    await this.page.mouse.down();
    await this.page.mouse.move(to.x, to.y, { steps: 8 });
    await this.page.mouse.up();
  }

  /**
   * The share of a bay's pixels painted in strong colours, as the screen shows it: a car body
   * (any hue) is, the grey asphalt, white lines and gold highlights are not. About 0 for an empty
   * bay; a parked car covers a good part of its bay.
   */
  async paintedShare(bay: number): Promise<number> {
    const { x, y, width, height } = (await this.bays())[bay]!;
    const png = await this.page.screenshot({ clip: { x, y, width, height } });
    return this.page.evaluate(async (base64) => {
      // Decoded in place: fetching a data: URL is a connection the site's CSP refuses.
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const image = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(image.width, image.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, image.width, image.height);
      let painted = 0;
      for (let i = 0; i < data.length; i += 4) {
        const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
        const yellow = r > 140 && g > 110 && b < 0.6 * g;
        if (Math.max(r, g, b) - Math.min(r, g, b) > 90 && !yellow) painted += 1;
      }
      return painted / (data.length / 4);
    }, png.toString('base64'));
  }

  paintSlider(): Locator {
    return this.page.getByRole('slider', { name: /Paint/ });
  }

  toast(text: string | RegExp): Locator {
    return this.page.getByText(text);
  }

  dailyCard(): Locator {
    return this.page.getByRole('region', { name: 'Daily reward' });
  }

  locker(): Locator {
    return this.page.getByRole('region', { name: 'Loot Locker' });
  }
}

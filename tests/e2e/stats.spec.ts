// Stats as a player finds them: a guest races once, keeps the race by registering, and then
// finds it in My Stats (the race log and the chart), on today's leaderboard, and on their public
// profile, where their car is drawn in its paint.
import { expect, test } from './support/csp';
import { finishQualifyingRace } from './support/guestRace';
import { closeAnnouncementsWhenInTheWay, Shell, uniqueRacer } from './support/site';

const PASSWORD = 'stats-are-forever';

// Achievements a journey earns on the way announce themselves; they are not what it tests.
test.beforeEach(async ({ page }) => closeAnnouncementsWhenInTheWay(page));

test('a player races once, then sees it in My Stats, on the day leaderboard and on their profile', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await finishQualifyingRace(page);
  const name = uniqueRacer('stat');
  await page.getByRole('button', { name: 'Create Free Account' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username').fill(name);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('checkbox', { name: /I accept the/ }).check();
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Result saved!')).toBeVisible({ timeout: 30_000 });

  // The account menu's My Stats.
  const shell = new Shell(page);
  await shell.fromAccountMenu(name, 'My Stats', /\/stats$/);
  const main = page.getByRole('main');
  await expect(main.getByText('1 race · page 1 of 1')).toBeVisible();
  await expect(main.getByRole('term').filter({ hasText: 'Races' }).first()).toBeVisible();
  // The chart, drawn by uPlot on a canvas.
  const chart = main.getByRole('img', {
    name: /Chart of speed and accuracy over your last 1 race/,
  });
  await expect(chart).toBeVisible();
  await expect(chart.locator('canvas')).toHaveCount(1);

  // The log's race leads to its saved results, the player's own row marked.
  await main.getByRole('table').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/stats\/race\/\d+$/);
  await expect(page.getByRole('cell', { name: 'You', exact: true })).toBeVisible();

  // Today's leaderboard lists them; their name leads to their profile.
  await page.goto('/leaderboards');
  await expect(page.getByRole('tab', { name: 'Today' })).toHaveAttribute('aria-selected', 'true');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('(you)');
  await row.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/racer/${name}$`));
  const car = page.getByRole('img', { name: new RegExp(`^${name}’s car: `) });
  await expect(car).toBeVisible();
  await expect(car).toHaveJSProperty('complete', true);
  expect(await car.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(car).toHaveCSS('filter', /hue-rotate/);
  await expect(page.getByText('Level 1')).toBeVisible();
});

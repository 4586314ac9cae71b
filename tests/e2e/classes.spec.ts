// Classes with a teacher and a student (docs/classes.md): the teacher opens the Teacher Portal,
// creates a class and reads its code; the student follows the join link, signs up there and asks
// to join; the teacher approves and posts a message; the student (a gold member, SPEC §5) sees
// the Class nav item, /class with the roster and the message, and the Class message modal once.
// On the math site, where a new account has the full nav without a qualifying race.
import { mkdirSync } from 'node:fs';

import type { Browser, Page } from '@playwright/test';

import { MATH_URL } from '../../playwright.config';
import { seriousAxeFindings } from './support/axe';
import { expect, test } from './support/csp';
import { closeAnnouncementsWhenInTheWay, Shell, uniqueRacer } from './support/site';

const PASSWORD = 'class-of-2026';
const SHOTS = process.env.E2E_SHOTS ?? '';

test.use({ baseURL: MATH_URL, viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function newContext(browser: Browser) {
  const context = await browser.newContext({ baseURL: MATH_URL, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await closeAnnouncementsWhenInTheWay(page);
  return { context, page };
}

test('a teacher creates a class, a student joins, is approved and reads the message', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // The teacher signs up from the portal itself and opens it.
  const t = await newContext(browser);
  const teacherName = uniqueRacer('tch');
  await t.page.goto('/teachers');
  await expect(t.page.getByRole('heading', { level: 1, name: 'Teacher Portal' })).toBeVisible();
  expect(await seriousAxeFindings(t.page)).toEqual([]);
  await shot(t.page, 'teachers-visitor');
  await t.page.getByRole('button', { name: 'Create Account' }).click();
  const dialog = t.page.getByRole('dialog');
  await dialog.getByLabel('Username').fill(teacherName);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('checkbox', { name: /I accept the/ }).check();
  await dialog.getByRole('button', { name: /Create|Sign Up|Register/i }).click();
  // A new account lands in the garage, as every sign-up does; the portal is one visit away.
  await expect(new Shell(t.page).accountMenu(teacherName)).toBeVisible({ timeout: 30_000 });
  await t.page.goto('/teachers');
  await t.page.getByRole('button', { name: 'Open Teacher Portal' }).click();
  const create = t.page.getByRole('region', { name: 'Create a class' });
  await create.getByLabel('Class name').fill('Room 12');
  await create.getByLabel(/School or district/).fill('Hill Valley High');
  await create.getByRole('button', { name: 'Create class' }).click();
  const code = (await t.page.getByTestId('class-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^\d{7}$/);

  // The student: gold first (the Class message modal is for gold members), then the join link.
  const s = await newContext(browser);
  const studentName = uniqueRacer('stu');
  const shell = new Shell(s.page);
  await s.page.goto('/');
  await shell.register(studentName, PASSWORD);
  await expect(shell.accountMenu(studentName)).toBeVisible({ timeout: 30_000 });
  await s.page.goto('/store/gold');
  const yearly = s.page.getByRole('listitem').filter({ hasText: 'One year of Nitro Gold' }).first();
  await yearly.getByRole('button', { name: 'Buy for $39.99' }).click();
  await s.page.getByRole('button', { name: 'Pay $39.99' }).click();
  await expect(s.page.getByRole('heading', { name: 'Thank you!', level: 1 })).toBeVisible();

  await s.page.goto(`/class/join/${code}`);
  await expect(s.page.getByLabel('Class code')).toHaveValue(code);
  expect(await seriousAxeFindings(s.page)).toEqual([]);
  await s.page.getByRole('button', { name: 'Ask to join' }).click();
  await expect(s.page.getByRole('heading', { name: 'Waiting for your teacher' })).toBeVisible();

  // The teacher approves and posts a message.
  await t.page.reload();
  const waiting = t.page.getByRole('region', { name: /Waiting for approval/ });
  await waiting.getByRole('button', { name: `Approve ${studentName}` }).click();
  const table = t.page.getByRole('region', { name: 'Class table' });
  await expect(table.getByRole('rowheader', { name: studentName })).toBeVisible();
  const message = t.page.getByRole('region', { name: 'Class message' });
  await message.getByLabel('New message').fill('Typing test on Friday. Warm up with three races!');
  await message.getByRole('button', { name: 'Post message' }).click();
  await expect(message.getByText('Typing test on Friday.', { exact: false }).first()).toBeVisible();
  expect(await seriousAxeFindings(t.page)).toEqual([]);
  await shot(t.page, 'teachers-class');

  // The student: the modal once, the Class nav item, and /class with the roster and message.
  await s.page.goto('/garage');
  const modal = s.page.getByRole('dialog', { name: `Message from ${teacherName}:` });
  await expect(modal).toContainText('Typing test on Friday.');
  expect(await seriousAxeFindings(s.page)).toEqual([]);
  await shot(s.page, 'class-message-modal');
  // The dialog's own × is also named Close; the SPEC's Close is the text button.
  await modal.getByText('Close', { exact: true }).click();
  await expect(modal).toHaveCount(0);
  await s.page.getByRole('navigation').getByRole('link', { name: 'Class' }).first().click();
  await expect(s.page.getByRole('heading', { level: 1, name: 'Room 12' })).toBeVisible();
  await expect(s.page.getByRole('rowheader', { name: studentName })).toBeVisible();
  await expect(s.page.getByText('Warm up with three races!')).toBeVisible();
  expect(await seriousAxeFindings(s.page)).toEqual([]);
  await shot(s.page, 'class-student');
  await s.page.reload();
  await expect(s.page.getByRole('heading', { level: 1, name: 'Room 12' })).toBeVisible();
  await expect(s.page.getByRole('dialog', { name: /Message from/ })).toHaveCount(0);

  await t.context.close();
  await s.context.close();
});

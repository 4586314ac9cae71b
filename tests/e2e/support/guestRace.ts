// A guest's qualifying race as a player runs it: Race Now, wait for the green light, read the
// passage off the page and type it at an uneven human pace (an even metronome is what the server
// disqualifies as a program). The test hook (nitroTestHooks) only stands in for watching the canvas.
import { expect, type Page } from '@playwright/test';

interface RaceHook {
  stage: string;
}

async function waitForStage(page: Page, stage: string, timeout: number) {
  await page.waitForFunction(
    (s) => (window as unknown as { __nitroRace?: RaceHook }).__nitroRace?.stage === s,
    stage,
    { timeout, polling: 50 },
  );
}

/**
 * Types `text` at about `wpm`: each key 60-140 % of the average gap after the one before. Timed from
 * the previous key, never from a schedule, so a busy machine slows the typing down instead of
 * letting late keys catch up in a burst (which the server rightly reads as a paste).
 */
async function typeLikeAPerson(page: Page, text: string, wpm: number) {
  const gapMs = 60_000 / (wpm * 5);
  for (const [i, key] of [...text].entries()) {
    if (i > 0) await page.waitForTimeout(gapMs * (0.6 + Math.random() * 0.8));
    await page.keyboard.type(key);
  }
}

/**
 * Runs a guest's first race on /race to its result and returns the cash the results promise.
 * Call before anything else sets `nitroTestHooks` for the page.
 */
export async function finishQualifyingRace(page: Page, wpm = 60): Promise<{ money: number }> {
  await page.addInitScript(() => window.localStorage.setItem('nitroTestHooks', '1'));
  await page.goto('/race');
  await page.getByRole('button', { name: /Race Now/ }).click();
  await waitForStage(page, 'racing', 45_000);
  const passage = (await page.getByTestId('passage').textContent()) ?? '';
  expect(passage.length).toBeGreaterThan(0);
  await typeLikeAPerson(page, passage, wpm);
  await waitForStage(page, 'result', 30_000);
  await expect(page.getByText('Qualifying race')).toBeVisible();
  // The total comes first; the bonus lines that add up to it follow.
  const earned = await page
    .getByTestId('race-result')
    .getByText(/^\+\$[\d,]+$/)
    .first()
    .textContent();
  return { money: Number((earned ?? '').replace(/[+$,]/g, '')) };
}

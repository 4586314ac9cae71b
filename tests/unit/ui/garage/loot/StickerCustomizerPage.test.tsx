// GIVEN a racer's stickers WHEN they place them on the car and save THEN the equip call carries
// the ids in placement order, or warns without a call when nothing changed.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { EQUIP_WARNING, equippedIDs } from '../../../../../src/domain/garage/equip';
import { defaultUser, type User } from '../../../../../src/domain/user';
import { StickerCustomizerPage } from '../../../../../src/ui/pages/garage/loot/StickerCustomizerPage';
import { installSession, LOOT, owned, racer, resetSession, withRouter } from './lootHarness';

afterEach(() => {
  cleanup();
  resetSession();
});

const STICKERS = [
  owned(LOOT.goldStar),
  owned(LOOT.lightningBolt),
  owned(LOOT.hotStreak),
  owned(LOOT.bigHeart),
  owned(LOOT.teamSpirit),
];

async function renderCustomizer(user: User) {
  const harness = installSession(user);
  render(withRouter(<StickerCustomizerPage />, '/garage/customizer/stickers'));
  if (user.loggedIn) await screen.findByRole('list', { name: 'Your stickers' });
  return harness;
}

const tray = () => screen.getByRole('list', { name: 'Your stickers' });
const trayButton = (name: RegExp) => within(tray()).getByRole('button', { name });
const slots = () => screen.getByRole('list', { name: 'Sticker slots' });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save Stickers' }));

describe('StickerCustomizerPage', () => {
  it('saves the sticker ids in the order they were placed', async () => {
    const harness = await renderCustomizer(racer({ loot: STICKERS }));
    fireEvent.click(trayButton(/Hot Streak/));
    fireEvent.click(trayButton(/Gold Star/));
    expect(trayButton(/Hot Streak/).textContent).toContain('Slot 1');
    expect(trayButton(/Gold Star/).textContent).toContain('Slot 2');

    save();

    await waitFor(() => expect(harness.equipCalls()).toHaveLength(1));
    expect(harness.equipCalls()[0]?.body).toEqual([
      { type: 'sticker', ids: [LOOT.hotStreak.lootID, LOOT.goldStar.lootID] },
    ]);
    await screen.findByText('Stickers saved!');
    expect(equippedIDs(harness.session.store.getState().user, 'sticker')).toEqual([
      LOOT.hotStreak.lootID,
      LOOT.goldStar.lootID,
    ]);
  });

  it('warns "unable to save changes" and sends nothing when the stickers are unchanged', async () => {
    const harness = await renderCustomizer(
      racer({ loot: [owned(LOOT.goldStar, 1), owned(LOOT.lightningBolt)] }),
    );
    expect(
      within(slots()).getByRole('button', { name: 'Remove Gold Star from slot 1' }),
    ).toBeTruthy();
    save();
    expect(await screen.findByText(EQUIP_WARNING)).toBeTruthy();
    expect(harness.equipCalls()).toHaveLength(0);
  });

  it('takes a sticker off when its slot is pressed, closing up the slots behind it', async () => {
    const harness = await renderCustomizer(
      racer({
        loot: [owned(LOOT.goldStar, 1), owned(LOOT.lightningBolt, 2), owned(LOOT.hotStreak, 3)],
      }),
    );
    fireEvent.click(within(slots()).getByRole('button', { name: 'Remove Gold Star from slot 1' }));
    const labels = within(slots())
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(labels).toEqual(['Remove Lightning Bolt from slot 1', 'Remove Hot Streak from slot 2']);
    expect(slots().textContent).toContain('Slot 3 is empty');
    save();
    await waitFor(() => expect(harness.equipCalls()).toHaveLength(1));
    expect(harness.equipCalls()[0]?.body).toEqual([
      { type: 'sticker', ids: [LOOT.lightningBolt.lootID, LOOT.hotStreak.lootID] },
    ]);
  });

  it('refuses a fourth sticker and says why', async () => {
    await renderCustomizer(racer({ loot: STICKERS }));
    for (const name of [/Gold Star/, /Lightning Bolt/, /Hot Streak/, /Big Heart/]) {
      fireEvent.click(trayButton(name));
    }
    expect(trayButton(/Big Heart/).getAttribute('aria-pressed')).toBe('false');
    expect(within(slots()).getAllByRole('button')).toHaveLength(3);
    expect(screen.getByText(/All 3 slots are taken/)).toBeTruthy();
    // Pressing a placed sticker in the tray takes it off again.
    fireEvent.click(trayButton(/Gold Star/));
    expect(within(slots()).getAllByRole('button')).toHaveLength(2);
  });

  it('hides the team sticker from a racer without a team', async () => {
    await renderCustomizer(racer({ teamID: null, loot: STICKERS }));
    expect(within(tray()).getAllByRole('button')).toHaveLength(4);
    expect(tray().textContent).not.toContain('Team Spirit');
  });

  it('shows the current car large in its paint with a link back to the garage', async () => {
    await renderCustomizer(racer({ carHueAngle: 200, loot: STICKERS }));
    const car = screen.getByRole('img', { name: 'Marble' });
    expect(car.getAttribute('src')).toBe('/assets/cars/aster_marble.svg');
    expect((car as HTMLImageElement).style.filter).toBe('hue-rotate(200deg)');
    expect(screen.getByRole('link', { name: 'Back to Garage' }).getAttribute('href')).toBe(
      '/garage',
    );
  });

  it('asks a visitor to log in and loads nothing', async () => {
    const harness = await renderCustomizer(defaultUser());
    expect(screen.getByRole('heading', { name: /Log in to customize/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');
    expect(harness.calls).toHaveLength(0);
  });
});

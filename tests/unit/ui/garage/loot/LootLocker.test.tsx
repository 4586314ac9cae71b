// GIVEN a racer's loot WHEN they open the locker and choose items THEN the right equip calls go
// out (or none, with a warning) and the cards follow the player the server returns.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { EQUIP_WARNING, equippedIDs } from '../../../../../src/domain/garage/equip';
import type { User } from '../../../../../src/domain/user';
import { LootLocker } from '../../../../../src/ui/pages/garage/loot/LootLocker';
import { GOLD_NOTE } from '../../../../../src/ui/pages/garage/loot/LootTabPanel';
import { useSession } from '../../../../../src/ui/stores/sessionStore';
import {
  CATALOGUE,
  installSession,
  LOOT,
  owned,
  racer,
  resetSession,
  TODAY_STAMP,
  withRouter,
} from './lootHarness';

afterEach(() => {
  cleanup();
  resetSession();
});

/** The locker as the garage mounts it: the session's player and the loaded catalogue. */
function SessionLocker() {
  const user = useSession((state) => state.user);
  return <LootLocker user={user} lootCatalogue={CATALOGUE} />;
}

function renderLocker(user: User, options: Parameters<typeof installSession>[1] = {}) {
  const harness = installSession(user, options);
  render(withRouter(<SessionLocker />));
  return harness;
}

const openTab = (name: RegExp) => fireEvent.click(screen.getByRole('tab', { name }));
const card = (name: RegExp) => within(screen.getByRole('tabpanel')).getByRole('button', { name });

describe('LootLocker tabs', () => {
  it('lists one tab per loot type with the owned counts, trails first', () => {
    renderLocker(
      racer({
        loot: [
          owned(LOOT.cometTail),
          owned(LOOT.bubbleTrail),
          owned(LOOT.accuracyAce),
          owned(LOOT.goldStar),
          // Unknown to the catalogue: skipped everywhere.
          { lootID: 9999, type: 'trail', equipped: 0, createdStamp: TODAY_STAMP },
        ],
      }),
    );
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Trails2', 'Titles1', 'Name tags0', 'Nitros0', 'Stickers1']);
    expect(screen.getByRole('tab', { name: /Trails/ }).getAttribute('aria-selected')).toBe('true');
    const cards = within(screen.getByRole('tabpanel')).getAllByRole('button');
    // Default, then the newest trail first (same stamp: by lootID); the unknown id is skipped.
    expect(cards.map((button) => button.textContent)).toEqual([
      'StandardDefaultEquipped',
      'Comet Tailrare',
      'Bubble Trailcommon',
    ]);
  });

  it('moves between tabs with the arrow keys, wrapping at the ends', () => {
    renderLocker(racer());
    const tablist = screen.getByRole('tablist');
    fireEvent.keyDown(tablist, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toMatch(/^Titles/);
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: /Titles/ }));
    fireEvent.keyDown(tablist, { key: 'ArrowLeft' });
    fireEvent.keyDown(tablist, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toMatch(/^Stickers/);
    fireEvent.keyDown(tablist, { key: 'Home' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toMatch(/^Trails/);
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(
      screen.getByRole('tab', { selected: true }).id,
    );
  });
});

describe('LootLocker equipping', () => {
  it('equips a trail with [{type: trail, id}] and shows it equipped after the refresh', async () => {
    const harness = renderLocker(racer({ loot: [owned(LOOT.cometTail), owned(LOOT.bubbleTrail)] }));
    expect(card(/Comet Tail/).getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(card(/Comet Tail/));

    await waitFor(() => expect(card(/Comet Tail/).getAttribute('aria-pressed')).toBe('true'));
    const [call] = harness.equipCalls();
    expect(harness.equipCalls()).toHaveLength(1);
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual([{ type: 'trail', id: LOOT.cometTail.lootID }]);
    expect(card(/Comet Tail/).textContent).toContain('Equipped');
    expect(card(/Default/).getAttribute('aria-pressed')).toBe('false');
    expect(equippedIDs(harness.session.store.getState().user, 'trail')).toEqual([
      LOOT.cometTail.lootID,
    ]);
    expect(screen.getByRole('status').textContent).toBe('Saved!');
  });

  it('warns "unable to save changes" and sends nothing for the title already equipped', () => {
    const harness = renderLocker(
      racer({ loot: [owned(LOOT.accuracyAce, 1), owned(LOOT.lapLegend)], title: 'Accuracy Ace' }),
    );
    openTab(/Titles/);
    fireEvent.click(card(/Accuracy Ace/));
    expect(screen.getByRole('status').textContent).toBe(EQUIP_WARNING);
    expect(harness.equipCalls()).toHaveLength(0);
  });

  it('sends id null for the Default trail and marks Default equipped', async () => {
    const harness = renderLocker(racer({ loot: [owned(LOOT.cometTail, 1)] }));
    expect(card(/Default/).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(card(/Default/));
    await waitFor(() => expect(card(/Default/).getAttribute('aria-pressed')).toBe('true'));
    expect(harness.equipCalls().map((call) => call.body)).toEqual([[{ type: 'trail', id: null }]]);
    expect(card(/Comet Tail/).getAttribute('aria-pressed')).toBe('false');
  });

  it('shows the pending state while saving and ignores a second click', async () => {
    const harness = renderLocker(racer({ loot: [owned(LOOT.cometTail), owned(LOOT.bubbleTrail)] }));
    const gate = harness.hold();
    fireEvent.click(card(/Comet Tail/));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saving…'));
    expect(screen.getByRole('tabpanel').getAttribute('aria-busy')).toBe('true');
    expect(card(/Bubble Trail/).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(card(/Bubble Trail/));
    await act(async () => gate.release());
    await waitFor(() => expect(card(/Comet Tail/).getAttribute('aria-pressed')).toBe('true'));
    expect(harness.equipCalls()).toHaveLength(1);
  });

  it("shows the server's message when the equip fails and keeps the old look", async () => {
    renderLocker(racer({ loot: [owned(LOOT.cometTail)] }), {
      equipFailure: 'Trail is not available.',
    });
    fireEvent.click(card(/Comet Tail/));
    expect((await screen.findByRole('alert')).textContent).toBe('Trail is not available.');
    expect(card(/Comet Tail/).getAttribute('aria-pressed')).toBe('false');
  });
});

describe('LootLocker cards', () => {
  it('badges loot created today as NEW and older loot not', () => {
    renderLocker(racer({ loot: [owned(LOOT.cometTail, 0, TODAY_STAMP), owned(LOOT.bubbleTrail)] }));
    expect(card(/Comet Tail/).textContent).toContain('NEW');
    expect(card(/Bubble Trail/).textContent).not.toContain('NEW');
  });

  it('draws the title text on the plaque and the racer name on the name tag', () => {
    renderLocker(racer({ loot: [owned(LOOT.accuracyAce), owned(LOOT.classicPlate)] }));
    openTab(/Titles/);
    const plaque = card(/Accuracy Ace/).querySelector('img + span');
    expect(plaque?.textContent).toBe('Accuracy Ace');
    expect(
      card(/Accuracy Ace/)
        .querySelector('img')
        ?.getAttribute('src'),
    ).toBe('/assets/loot/title/accuracy_ace.svg');
    openTab(/Name tags/);
    expect(card(/Classic Plate/).querySelector('img + span')?.textContent).toBe('Speedy Sam');
  });

  it('tells basic members that nitros and name tags show for Gold, and not gold members', () => {
    renderLocker(racer({ loot: [owned(LOOT.blueBlast, 1)] }));
    openTab(/Nitros/);
    expect(screen.getByRole('tabpanel').textContent).toContain(GOLD_NOTE);
    expect(card(/Blue Blast/).textContent).toContain('shows with Gold');
    openTab(/Trails/);
    expect(screen.getByRole('tabpanel').textContent).not.toContain(GOLD_NOTE);
    cleanup();
    resetSession();

    renderLocker(racer({ membership: 'gold', loot: [owned(LOOT.blueBlast, 1)] }));
    openTab(/Nitros/);
    expect(screen.getByRole('tabpanel').textContent).not.toContain(GOLD_NOTE);
    expect(card(/Blue Blast/).textContent).not.toContain('shows with Gold');
  });

  it('shows an empty state with a link to the shop', () => {
    renderLocker(racer());
    const panel = screen.getByRole('tabpanel');
    expect(panel.textContent).toContain('No trails yet — find them in the Shop');
    expect(within(panel).getByRole('link', { name: 'Shop' }).getAttribute('href')).toBe('/shop');
    // Trails still offer the default look.
    expect(card(/Default/).getAttribute('aria-pressed')).toBe('true');
    openTab(/Titles/);
    expect(screen.getByRole('tabpanel').textContent).toContain('No titles yet');
    expect(within(screen.getByRole('tabpanel')).queryAllByRole('button')).toHaveLength(0);
  });
});

describe('LootLocker stickers', () => {
  const stickerLoot = [owned(LOOT.goldStar, 1), owned(LOOT.teamSpirit), owned(LOOT.friendlyWave)];

  it('hides the team sticker from a racer without a team', () => {
    renderLocker(racer({ teamID: null, allowFriendRequests: true, loot: stickerLoot }));
    openTab(/Stickers/);
    expect(screen.getByRole('tab', { name: /Stickers/ }).textContent).toBe('Stickers2');
    const text = screen.getByRole('tabpanel').textContent;
    expect(text).not.toContain('Team Spirit');
    expect(text).toContain('Friendly Wave');
    expect(text).toContain('Gold Star');
    expect(screen.getByRole('tabpanel').querySelectorAll('li')).toHaveLength(2);
  });

  it('shows it to a team member, and hides the friend-request sticker when requests are off', () => {
    renderLocker(racer({ teamID: 7, allowFriendRequests: false, loot: stickerLoot }));
    openTab(/Stickers/);
    const text = screen.getByRole('tabpanel').textContent;
    expect(text).toContain('Team Spirit');
    expect(text).not.toContain('Friendly Wave');
  });

  it('links to the customizer and shows the equipped slot instead of an equip button', () => {
    renderLocker(racer({ loot: stickerLoot }));
    openTab(/Stickers/);
    const panel = screen.getByRole('tabpanel');
    expect(
      within(panel).getByRole('link', { name: 'Customize stickers' }).getAttribute('href'),
    ).toBe('/garage/customizer/stickers');
    expect(within(panel).queryAllByRole('button')).toHaveLength(0);
    expect(panel.textContent).toContain('On car #1');
  });
});

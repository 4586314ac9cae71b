// GIVEN rewards to hand out WHEN the takeover plays THEN it is a modal dialog that steps through
// them one by one: Claim in sequence, Equip (a sticker goes to the customizer), the locked upsell,
// Escape, Enter and Space, and it closes 250 ms after the last. @pixi/react is mocked (jsdom has
// no WebGL): the stage's drawing is tested in Chromium (tests/scene/takeover.test.ts).
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { TAKEOVER_CLOSE_DELAY_MS } from '../../../../src/domain/rewards/takeover';
import { createManualTicker, type ManualTicker } from '../../../../src/engine/clock';
import {
  RewardTakeover,
  type RewardTakeoverProps,
  type TakeoverReward,
} from '../../../../src/ui/takeover/RewardTakeover';

const pixiApplication = vi.fn();
vi.mock('@pixi/react', () => ({
  Application: (props: Record<string, unknown>) => {
    pixiApplication(props);
    return <div data-testid="pixi-application" />;
  },
  extend: () => undefined,
  useApplication: () => ({ app: null, isInitialised: false, isInitialising: false }),
}));
vi.mock('pixi.js', () => ({
  Container: class {},
  Graphics: class {},
  Sprite: class {},
  Text: class {},
  Assets: { load: vi.fn() },
  isWebGLSupported: () => true,
}));
vi.mock('pixi.js/unsafe-eval', () => ({}));
vi.mock('pixi.js/filters', () => ({}));
vi.mock('../../../../src/engine/race/carArt', () => ({ CarArt: class {} }));

const FRAME_MS = 1000 / 60;
const CASH: TakeoverReward = { id: 1, name: 'Cash', kind: 'money', value: 5000 };
const CAR: TakeoverReward = {
  id: 2,
  name: 'Aster Marble',
  kind: 'car',
  value: 7,
  hueAngle: 120,
  artSrc: '/assets/cars/aster_marble.svg',
};
const STICKER: TakeoverReward = {
  id: 3,
  name: 'Gold Star',
  kind: 'loot',
  value: 3001,
  lootType: 'sticker',
};
const GOLD_CAR: TakeoverReward = { ...CAR, id: 4, name: 'Royal Comet', locked: true };

/** jsdom lays nothing out: the stage's box measures 800 x 400. */
class FixedResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    const entry = { target, contentRect: { width: 800, height: 400 } } as ResizeObserverEntry;
    this.callback([entry], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', FixedResizeObserver);
});

afterEach(() => {
  cleanup();
  pixiApplication.mockClear();
  vi.unstubAllGlobals();
});

function show(rewards: TakeoverReward[], extra: Partial<RewardTakeoverProps> = {}) {
  const ticker: ManualTicker = createManualTicker();
  const props = {
    rewards,
    isGold: false,
    onClaim: vi.fn(async () => undefined),
    onEquip: vi.fn(async () => undefined),
    onClose: vi.fn(),
    reducedMotion: true,
    ticker,
    ...extra,
  };
  render(<RewardTakeover {...props} />);
  const dialog = screen.getByRole('dialog');
  return {
    ...props,
    dialog,
    /** Runs frames of the takeover's ticker (and what React does after them). */
    step: (frames: number) => act(() => ticker.step(FRAME_MS, frames)),
    button: (name: string) => within(dialog).getByRole('button', { name }),
    live: () => dialog.querySelector('[aria-live]')!.textContent,
    click: async (name: string) => {
      await act(async () => {
        fireEvent.click(within(dialog).getByRole('button', { name }));
      });
    },
  };
}

describe('a modal dialog', () => {
  it('is labelled, says the reward in words, and focuses Claim', () => {
    const t = show([CASH, CAR]);
    expect(t.dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Reward 1 of 2' })).toBe(t.dialog);
    expect(t.live()).toBe('$5,000');
    expect(document.activeElement).toBe(t.button('Claim'));
  });

  it('says a cash amount to screen readers but shows it once, on the stage', () => {
    const t = show([CASH, CAR]);
    const region = t.dialog.querySelector('[aria-live]')!;
    const amount = within(region as HTMLElement).getByText('$5,000');
    expect(amount.classList.contains('visually-hidden')).toBe(true);
  });

  it('shows a car line in words, as nothing else names it', () => {
    const t = show([CAR]);
    const region = t.dialog.querySelector('[aria-live]')!;
    expect(region.querySelector('.visually-hidden')).toBeNull();
    expect(t.live()).toContain('New car:');
  });

  it('keeps Tab inside', () => {
    const t = show([STICKER]);
    const claim = t.button('Claim');
    fireEvent.keyDown(claim, { key: 'Tab' });
    // The only control: Tab wraps to it rather than leaving the dialog.
    expect(document.activeElement).toBe(claim);
  });

  it('mounts the stage with @pixi/react on our ticker, never Pixi’s', async () => {
    show([CAR]);
    // The stage's chunk is imported on first use (lazy): slow on a busy machine.
    await screen.findByTestId('pixi-application', {}, { timeout: 15_000 });
    expect(pixiApplication).toHaveBeenCalled();
    expect(pixiApplication.mock.lastCall![0]).toMatchObject({
      autoStart: false,
      sharedTicker: false,
      preference: 'webgl',
    });
  });
});

describe('claiming in sequence', () => {
  it('claims the cash, moves on to the car, equips it and closes 250 ms after', async () => {
    const t = show([CASH, CAR]);
    await t.click('Claim');
    expect(t.onClaim).toHaveBeenCalledWith(CASH);
    expect(t.live()).toBe('$5,000 Claimed!');
    expect(within(t.dialog).queryByRole('button', { name: 'Equip' })).toBeNull();
    await t.click('Next');
    expect(t.live()).toBe('New car: Aster Marble');
    expect(screen.getByRole('dialog', { name: 'Reward 2 of 2' })).toBeTruthy();
    await t.click('Claim');
    expect(t.onClaim).toHaveBeenLastCalledWith(CAR);
    expect(document.activeElement).toBe(t.button('Equip'));
    expect(t.button('Close')).toBeTruthy();
    await t.click('Equip');
    expect(t.onEquip).toHaveBeenCalledWith(CAR);
    expect(t.live()).toBe('New car: Aster Marble Equipped!');
    t.step(Math.round(TAKEOVER_CLOSE_DELAY_MS / FRAME_MS) - 1);
    expect(t.onClose).not.toHaveBeenCalled();
    t.step(2);
    expect(t.onClose).toHaveBeenCalledTimes(1);
  });

  it('a double click claims once', async () => {
    let finish: () => void = () => undefined;
    const onClaim = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const t = show([CAR], { onClaim });
    await t.click('Claim');
    const busy = t.button('Claiming…') as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    fireEvent.click(busy);
    await act(async () => finish());
    expect(onClaim).toHaveBeenCalledTimes(1);
    expect(t.button('Equip')).toBeTruthy();
  });

  it('a refused claim says why and offers Claim again', async () => {
    const onClaim = vi.fn(async () => {
      throw new Error('Already claimed.');
    });
    const t = show([CAR], { onClaim });
    await t.click('Claim');
    expect(within(t.dialog).getByRole('alert').textContent).toBe('Already claimed.');
    expect(t.button('Claim')).toBeTruthy();
  });

  it('with motion, Claim during the count skips it', async () => {
    const t = show([CASH], { reducedMotion: false });
    t.step(40);
    expect(t.dialog.dataset.phase).toBe('counting');
    await t.click('Claim');
    expect(t.onClaim).toHaveBeenCalledWith(CASH);
  });

  it("a sticker's Equip goes to the customizer and ends the takeover", async () => {
    const t = show([STICKER, CASH]);
    expect(t.live()).toBe('New sticker: Gold Star');
    await t.click('Claim');
    await t.click('Equip');
    expect(t.onEquip).toHaveBeenCalledWith(STICKER);
    expect(t.onClose).toHaveBeenCalledTimes(1);
  });
});

describe('the locked upsell', () => {
  it('offers Close and Upgrade Now (to /store/gold) instead of Claim', async () => {
    const t = show([GOLD_CAR, CASH]);
    expect(within(t.dialog).queryByRole('button', { name: 'Claim' })).toBeNull();
    const upgrade = within(t.dialog).getByRole('link', { name: 'Upgrade Now' });
    expect(upgrade.getAttribute('href')).toBe('/store/gold');
    expect(document.activeElement).toBe(upgrade);
    expect(t.live()).toContain('Gold members only');
    await t.click('Close');
    expect(t.onClaim).not.toHaveBeenCalled();
    expect(t.live()).toBe('$5,000');
  });

  it('is no upsell for a gold member', () => {
    const t = show([GOLD_CAR], { isGold: true });
    expect(t.button('Claim')).toBeTruthy();
  });
});

describe('the keyboard', () => {
  it('Enter and Space on the dialog press the primary button', async () => {
    const t = show([CASH, CAR]);
    await act(async () => {
      fireEvent.keyDown(t.dialog, { key: 'Enter' });
    });
    expect(t.onClaim).toHaveBeenCalledWith(CASH);
    await act(async () => {
      fireEvent.keyDown(t.dialog, { key: ' ' });
    });
    expect(t.live()).toBe('New car: Aster Marble');
  });

  it('Escape closes', () => {
    const t = show([CASH, CAR]);
    fireEvent.keyDown(t.button('Claim'), { key: 'Escape' });
    expect(t.onClose).toHaveBeenCalledTimes(1);
    expect(t.onClaim).not.toHaveBeenCalled();
  });
});

// The math beta's show rules: the typing site's invitation (SPEC §5, §9) and the math site's
// farewell from April 25th 2025 (SPEC §2). Each case changes one condition of a passing setup.
import { describe, expect, it } from 'vitest';

import {
  afterMathAnnouncementShown,
  MATH_ANNOUNCEMENT_CUTOFF,
  MATH_ANNOUNCEMENT_NEXT_SHOW_DAYS,
  MATH_BETA_END,
  mathBetaFarewell,
  shouldShowMathAnnouncement,
  type MathAnnouncementInput,
} from '../../../../src/domain/math/announcement';
import { SITES } from '../../../../src/domain/site';
import { defaultUser } from '../../../../src/domain/user';

const DAY = 86_400;

function passing(): MathAnnouncementInput {
  return {
    site: SITES.typing,
    user: {
      ...defaultUser(),
      loggedIn: true,
      memberDays: 3,
      membership: 'gold',
      lastLogin: MATH_ANNOUNCEMENT_CUTOFF - DAY,
    },
    nowSeconds: MATH_ANNOUNCEMENT_CUTOFF + DAY,
    seen: false,
    nextShowAt: null,
  };
}

function withUser(patch: Partial<MathAnnouncementInput['user']>): MathAnnouncementInput {
  const input = passing();
  return { ...input, user: { ...input.user, ...patch } };
}

describe('the fixed dates', () => {
  it('puts the cutoff at 2022-10-25 and the beta end at 2025-04-25, both midnight UTC', () => {
    expect(MATH_ANNOUNCEMENT_CUTOFF).toBe(Date.UTC(2022, 9, 25) / 1000);
    expect(MATH_BETA_END).toBe(Date.UTC(2025, 3, 25) / 1000);
    expect(MATH_ANNOUNCEMENT_NEXT_SHOW_DAYS).toBe(10);
  });
});

describe('shouldShowMathAnnouncement', () => {
  it('shows for a gold, logged-in typing racer of 3+ days who last logged in before the cutoff', () => {
    expect(shouldShowMathAnnouncement(passing())).toBe(true);
  });

  it('never shows on the math site', () => {
    expect(shouldShowMathAnnouncement({ ...passing(), site: SITES.math })).toBe(false);
  });

  it('needs a logged-in user', () => {
    expect(shouldShowMathAnnouncement(withUser({ loggedIn: false }))).toBe(false);
  });

  it('needs memberDays over 2 (2 is not enough, 3 is)', () => {
    expect(shouldShowMathAnnouncement(withUser({ memberDays: 2 }))).toBe(false);
    expect(shouldShowMathAnnouncement(withUser({ memberDays: 0 }))).toBe(false);
    expect(shouldShowMathAnnouncement(withUser({ memberDays: 3 }))).toBe(true);
  });

  it('needs gold membership', () => {
    expect(shouldShowMathAnnouncement(withUser({ membership: 'basic' }))).toBe(false);
  });

  it('needs the last login strictly before the cutoff', () => {
    expect(shouldShowMathAnnouncement(withUser({ lastLogin: MATH_ANNOUNCEMENT_CUTOFF }))).toBe(
      false,
    );
    expect(
      shouldShowMathAnnouncement(withUser({ lastLogin: MATH_ANNOUNCEMENT_CUTOFF + DAY })),
    ).toBe(false);
    expect(shouldShowMathAnnouncement(withUser({ lastLogin: MATH_ANNOUNCEMENT_CUTOFF - 1 }))).toBe(
      true,
    );
  });

  it('waits until now is past the cutoff', () => {
    const at = (nowSeconds: number) => shouldShowMathAnnouncement({ ...passing(), nowSeconds });
    expect(at(MATH_ANNOUNCEMENT_CUTOFF - DAY)).toBe(false);
    expect(at(MATH_ANNOUNCEMENT_CUTOFF)).toBe(false);
    expect(at(MATH_ANNOUNCEMENT_CUTOFF + 1)).toBe(true);
  });

  it('never shows again once seen, even after the next-show time', () => {
    const input = passing();
    expect(shouldShowMathAnnouncement({ ...input, seen: true })).toBe(false);
    expect(
      shouldShowMathAnnouncement({
        ...input,
        seen: true,
        nextShowAt: input.nowSeconds - DAY,
      }),
    ).toBe(false);
  });

  it('waits for a stored next-show time, and shows from it on when not seen', () => {
    const input = passing();
    const at = (nextShowAt: number) => shouldShowMathAnnouncement({ ...input, nextShowAt });
    expect(at(input.nowSeconds + 1)).toBe(false);
    expect(at(input.nowSeconds)).toBe(true);
    expect(at(input.nowSeconds - 1)).toBe(true);
  });
});

describe('afterMathAnnouncementShown', () => {
  it('marks it seen and sets the next show 10 days on', () => {
    const now = MATH_ANNOUNCEMENT_CUTOFF + 12_345;
    expect(afterMathAnnouncementShown(now)).toEqual({ seen: true, nextShowAt: now + 10 * DAY });
  });

  it('stops the announcement from showing again', () => {
    const input = passing();
    const stored = afterMathAnnouncementShown(input.nowSeconds);
    expect(shouldShowMathAnnouncement({ ...input, ...stored })).toBe(false);
    expect(
      shouldShowMathAnnouncement({ ...input, ...stored, nowSeconds: input.nowSeconds + 30 * DAY }),
    ).toBe(false);
  });
});

describe('mathBetaFarewell', () => {
  it('shows on the math site from April 25th 2025 on', () => {
    expect(mathBetaFarewell(SITES.math, MATH_BETA_END)).toBe(true);
    expect(mathBetaFarewell(SITES.math, MATH_BETA_END + 365 * DAY)).toBe(true);
  });

  it('does not show before the end date', () => {
    expect(mathBetaFarewell(SITES.math, MATH_BETA_END - 1)).toBe(false);
  });

  it('stays off the race page, where it would cover the race on a phone', () => {
    expect(mathBetaFarewell(SITES.math, MATH_BETA_END, '/garage')).toBe(true);
    expect(mathBetaFarewell(SITES.math, MATH_BETA_END, '/play')).toBe(false);
    expect(mathBetaFarewell(SITES.math, MATH_BETA_END, '/play/friend')).toBe(false);
  });

  it('never shows on the typing site', () => {
    expect(mathBetaFarewell(SITES.typing, MATH_BETA_END)).toBe(false);
    expect(mathBetaFarewell(SITES.typing, MATH_BETA_END + DAY)).toBe(false);
  });
});

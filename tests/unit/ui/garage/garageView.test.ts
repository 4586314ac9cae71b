// The garage's view helpers: lot slots from the garage, the live region's words, reward names.
import { describe, expect, it } from 'vitest';

import type { Car } from '../../../../src/domain/catalogue';
import {
  carCatalogue,
  describeSlot,
  lotSlots,
  pageCount,
  pageOfSlot,
  rewardText,
} from '../../../../src/ui/pages/garage/garageView';

const catalogue = carCatalogue([
  { carID: 1, name: 'Sprout', assetKey: 'sprout' },
  { carID: 2, name: 'Comet', assetKey: 'comet' },
] as Car[]);

describe('garage view helpers', () => {
  it('maps slots to cars with the racer paint, and names cars the catalogue lost', () => {
    const slots = lotSlots(
      ['2', '', '9'],
      [
        [2, 'owned', 45],
        [9, 'owned', 300],
      ],
      catalogue,
    );
    expect(slots).toEqual([
      { carID: 2, hueAngle: 45, name: 'Comet' },
      null,
      { carID: 9, hueAngle: 300, name: 'Car #9' },
    ]);
  });

  it('describes bays from 1 and marks the current car', () => {
    const slots = lotSlots(
      ['1', '', '2'],
      [
        [1, 'owned', 0],
        [2, 'owned', 0],
      ],
      catalogue,
    );
    expect(describeSlot(slots, 0, 1)).toBe('Bay 1: Sprout (current car)');
    expect(describeSlot(slots, 1, 1)).toBe('Bay 2: empty');
    expect(describeSlot(slots, 2, 1)).toBe('Bay 3: Comet');
  });

  it('pages by 15', () => {
    expect(pageCount(new Array(30))).toBe(2);
    expect(pageCount(new Array(31))).toBe(3);
    expect(pageCount([])).toBe(1);
    expect([0, 14, 15, 29, 30].map(pageOfSlot)).toEqual([0, 0, 1, 1, 2]);
  });

  it('names rewards as the reveal shows them', () => {
    expect(rewardText({ type: 'money', value: 12500 }, catalogue)).toBe('$12,500');
    expect(rewardText({ type: 'nitros', value: 1 }, catalogue)).toBe('1 nitro');
    expect(rewardText({ type: 'nitros', value: 3 }, catalogue)).toBe('3 nitros');
    expect(rewardText({ type: 'car', value: 2 }, catalogue)).toBe('Comet');
  });
});

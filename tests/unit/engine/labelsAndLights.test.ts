import { describe, expect, it } from 'vitest';

import { countdownLights } from '../../../src/engine/race/countdownLights';
import { easeOutBack, NITRO_MS, nitroIntensity } from '../../../src/engine/race/effectCurves';
import { nameTagText, ordinal, placeStyle } from '../../../src/engine/race/placeLabels';

describe('place labels', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [5, '5th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [101, '101st'],
    [111, '111th'],
  ])('%i is %s', (place, label) => {
    expect(ordinal(place)).toBe(label);
  });

  it('gives the podium medal colours and the rest a field colour', () => {
    expect(placeStyle(1).podium).toBe(true);
    expect(placeStyle(3).podium).toBe(true);
    expect(placeStyle(4).podium).toBe(false);
    expect(new Set([1, 2, 3, 4].map((p) => placeStyle(p).fill)).size).toBe(4);
  });

  it('shortens long names with an ellipsis and keeps short ones', () => {
    expect(nameTagText('SpeedyKeys')).toBe('SpeedyKeys');
    expect(nameTagText('NitroNate_the_Magnificent')).toBe('NitroNate_the_M…');
    expect(Array.from(nameTagText('NitroNate_the_Magnificent'))).toHaveLength(16);
    expect(nameTagText('   ')).toBe('Racer');
    expect(nameTagText('a  b')).toBe('a b');
  });
});

describe('countdown lights', () => {
  it('lights one more red lamp per tick, then all green', () => {
    expect(countdownLights('countdown', 3)).toMatchObject({
      lamps: ['red', 'off', 'off'],
      label: '3',
    });
    expect(countdownLights('countdown', 2)).toMatchObject({
      lamps: ['red', 'red', 'off'],
      label: '2',
    });
    expect(countdownLights('countdown', 1)).toMatchObject({
      lamps: ['red', 'red', 'red'],
      label: '1',
    });
    expect(countdownLights('countdown', 0)).toMatchObject({
      lamps: ['green', 'green', 'green'],
      label: 'GO!',
    });
  });

  it('treats longer countdowns as the first light and racing as green', () => {
    expect(countdownLights('countdown', 5).lamps).toEqual(['red', 'off', 'off']);
    expect(countdownLights('racing', null).label).toBe('GO!');
  });

  it('shows a dark gantry while waiting and hides it after the race', () => {
    expect(countdownLights('waiting', null)).toMatchObject({ visible: true, label: null });
    expect(countdownLights('waiting', null).lamps).toEqual(['off', 'off', 'off']);
    expect(countdownLights('finished', null).visible).toBe(false);
  });
});

describe('effect curves', () => {
  it('burns a nitro for NITRO_MS, fully lit in the middle', () => {
    expect(nitroIntensity(-1)).toBe(0);
    expect(nitroIntensity(NITRO_MS / 2)).toBe(1);
    expect(nitroIntensity(NITRO_MS)).toBe(0);
    expect(nitroIntensity(NITRO_MS - 100)).toBeGreaterThan(0);
  });

  it('pops past full size and settles at 1', () => {
    expect(easeOutBack(0)).toBeCloseTo(0, 6);
    expect(easeOutBack(1)).toBe(1);
    expect(Math.max(...[0.5, 0.6, 0.7, 0.8].map(easeOutBack))).toBeGreaterThan(1);
  });
});

// The operator's ad switches as the server reads them (README configuration table).
import { describe, expect, it } from 'vitest';

import { readConfig } from '../../../src/server/config';

describe('ADS and FEATURE_FLAGS_OFF', () => {
  it('ads are on unless ADS says off', () => {
    expect(readConfig({}).adsEnabled).toBe(true);
    expect(readConfig({ ADS: 'on' }).adsEnabled).toBe(true);
    for (const off of ['off', 'OFF', '0', 'false', ' no '])
      expect(readConfig({ ADS: off }).adsEnabled, off).toBe(false);
  });

  it('keeps the known flag names, ignoring unknown ones, spaces and case', () => {
    expect(readConfig({}).featureFlagsOff).toEqual([]);
    expect(
      readConfig({ FEATURE_FLAGS_OFF: ' Show_Side_Ad, show_everything,,show_leaderboard_ad' })
        .featureFlagsOff,
    ).toEqual(['show_side_ad', 'show_leaderboard_ad']);
  });
});

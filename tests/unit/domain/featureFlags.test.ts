import { describe, expect, it } from 'vitest';

import {
  allowedFeatureFlags,
  FEATURE_FLAGS,
  featureFlagsAllowed,
  isFeatureFlag,
} from '../../../src/domain/featureFlags';

describe('SPEC §5 feature flags', () => {
  it('all required flags must be allowed', () => {
    expect(featureFlagsAllowed(['show_side_ad'], ['show_side_ad'])).toBe(true);
    expect(featureFlagsAllowed(['show_side_ad', 'show_leagues'], ['show_side_ad'])).toBe(false);
    expect(featureFlagsAllowed(['show_side_ad'], new Set(['show_leagues'] as const))).toBe(false);
    expect(featureFlagsAllowed([], [])).toBe(true);
  });

  it('an operator withholds flags by name; the rest stay allowed', () => {
    const allowed = allowedFeatureFlags(['show_side_ad']);
    expect(allowed).not.toContain('show_side_ad');
    expect(allowed).toHaveLength(FEATURE_FLAGS.length - 1);
    expect(isFeatureFlag('show_side_ad')).toBe(true);
    expect(isFeatureFlag('show_everything')).toBe(false);
  });
});

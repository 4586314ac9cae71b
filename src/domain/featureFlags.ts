// SPEC §5 feature flags: a part of the page that names flags shows only when every flag it
// requires is allowed. Operators withhold flags (FEATURE_FLAGS_OFF); the server tells the client
// which are allowed, so the rule is judged the same way on both sides.
export const FEATURE_FLAGS = [
  'show_season_progress',
  'show_leagues',
  'show_leaderboard_ad',
  'show_side_ad',
  'show_daily_shop_items',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export function isFeatureFlag(name: string): name is FeatureFlag {
  return (FEATURE_FLAGS as readonly string[]).includes(name);
}

/** SPEC §5: all required flags must be allowed (nothing required: allowed). */
export function featureFlagsAllowed(
  required: readonly FeatureFlag[],
  allowed: ReadonlySet<FeatureFlag> | readonly FeatureFlag[],
): boolean {
  const set = allowed instanceof Set ? allowed : new Set(allowed);
  return required.every((flag) => set.has(flag));
}

/** Every flag but those an operator switched off. */
export function allowedFeatureFlags(off: readonly FeatureFlag[]): FeatureFlag[] {
  return FEATURE_FLAGS.filter((flag) => !off.includes(flag));
}

// Response schema of GET /ads (adEndpoints.ts), loaded on demand like the other responses.
import { AD_SETS, AD_SLOTS } from '../ads/adUnits';
import { FEATURE_FLAGS } from '../featureFlags';
import { z } from '../zodMini';

/** SPEC §3 Ad unit. */
const adUnit = z.strictObject({
  id: z.string(),
  width: z.int(),
  height: z.int(),
  minWidth: z.int(),
  slot: z.enum(AD_SLOTS),
  unit: z.string(),
});

export const adSetup = z.strictObject({
  /** False when the operator switched ads off or the caller is a gold member. */
  show: z.boolean(),
  /** SPEC §4: the ad type is kept only for basic members (and guests); null otherwise. */
  adSet: z.nullable(z.enum(AD_SETS)),
  allowedFlags: z.array(z.enum(FEATURE_FLAGS)),
  /** The set's units (none when `show` is false). */
  units: z.array(adUnit),
  refreshMs: z.int(),
});

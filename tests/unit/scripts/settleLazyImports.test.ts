// The unit and ui projects' setup file waits for lazy imports still loading when a file's tests
// have ended (tests/unit/support/settleLazyImports.ts), so none is cut off by the teardown.
import { expect, it } from 'vitest';

import { settleLazyImports } from '../support/settleLazyImports';

it('waits for a lazy import that nobody awaited', async () => {
  const flag = globalThis as { slowLazyModuleLoaded?: boolean };
  // Not awaited, as apiClient.ts's `void responseDrift(…)` is not.
  void import('../support/slowLazyModule');
  expect(flag.slowLazyModuleLoaded).toBeUndefined();
  await settleLazyImports();
  expect(flag.slowLazyModuleLoaded).toBe(true);
});

// Setup file of the unit and ui projects: a file ends only once every module it started loading
// has loaded. The API client checks each response against its contract's schema in tests
// (src/net/apiClient.ts, `void responseDrift(…)`), and the schemas load lazily
// (`() => import('./responses')`); a file whose last test made a call could end, on a loaded
// machine, while that import was still fetching modules, and Vitest then failed the run with an
// EnvironmentTeardownError ("Cannot load … after the environment was torn down"). Setup files'
// afterAll hooks run after the file's own, so this waits for imports those started too.
import { afterAll, vi } from 'vitest';

export function settleLazyImports(): Promise<void> {
  return vi.dynamicImportSettled();
}

afterAll(settleLazyImports);

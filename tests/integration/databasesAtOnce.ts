// A suite per test database, the databases' suites run side by side in one file (each starts its
// own server on its own database). Only for suites that mostly wait on real race timers (a typist
// replaying a log in real time, a race sitting out its countdown): two waits overlap at little
// cost. Suites whose time is CPU (the REST and frame fuzzers) gain nothing and stay one by one.
// Tests within one database's suite still run in order, as they would alone. A test here that
// uses expect.poll or expect.soft must take `expect` from its context (vitest's rule for
// concurrent tests).
import { describe } from 'vitest';

import { testDatabases, type TestDatabase } from './harness';

export function describeDatabasesAtOnce(
  name: string,
  body: (database: TestDatabase) => void,
): void {
  describe.concurrent.each(testDatabases)(name, (database) => {
    // Without this the tests inside would inherit `concurrent` too, and races would overlap.
    describe.sequential('in order', () => body(database));
  });
}

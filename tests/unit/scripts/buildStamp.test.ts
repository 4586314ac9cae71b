// `npm start` builds the client only when what it is built from has changed.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import {
  clientFingerprint,
  clientInputs,
  needsBuild,
  STAMP_FILE,
} from '../../../scripts/start/buildStamp.mjs';

function project(): string {
  const root = mkdtempSync(join(tmpdir(), 'stamp-'));
  mkdirSync(join(root, 'src', 'ui'), { recursive: true });
  mkdirSync(join(root, 'src', 'server'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<div id="root"></div>');
  writeFileSync(join(root, 'src', 'ui', 'App.tsx'), 'export const App = 1;');
  writeFileSync(join(root, 'src', 'ui', 'App.test.tsx'), 'test');
  writeFileSync(join(root, 'src', 'server', 'main.ts'), 'serve();');
  return root;
}

describe('the client build stamp', () => {
  it('counts the client sources and build config, not the server or tests', () => {
    expect(clientInputs(project())).toEqual(['index.html', 'src/ui/App.tsx']);
  });

  it('changes with a client source, not with server code', () => {
    const root = project();
    const before = clientFingerprint(root, {});
    writeFileSync(join(root, 'src', 'server', 'main.ts'), 'serveFaster();');
    expect(clientFingerprint(root, {})).toBe(before);
    writeFileSync(join(root, 'src', 'ui', 'App.tsx'), 'export const App = 2;');
    expect(clientFingerprint(root, {})).not.toBe(before);
    expect(clientFingerprint(root, { BENCH_PROFILE: '1' })).not.toBe(clientFingerprint(root, {}));
  });

  it('builds when there is no build, no stamp or another stamp; not when the stamp matches', () => {
    const out = mkdtempSync(join(tmpdir(), 'dist-'));
    expect(needsBuild(join(out, 'missing'), 'abc')).toBe(true);
    writeFileSync(join(out, 'index.html'), '');
    expect(needsBuild(out, 'abc')).toBe(true);
    writeFileSync(join(out, STAMP_FILE), 'abc\n');
    expect(needsBuild(out, 'abc')).toBe(false);
    expect(needsBuild(out, 'abd')).toBe(true);
  });
});

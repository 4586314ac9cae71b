import { describe, expect, it } from 'vitest';

import { CHAT_LINES_KEPT, createChatLog } from './chatLog';

describe('chat log', () => {
  it('keeps the last lines, counts what arrives while muted, and clears', () => {
    const log = createChatLog();
    for (let i = 0; i < CHAT_LINES_KEPT + 5; i += 1)
      log.add({ kind: 'message', from: 'a', text: `m${i}` });
    const { lines } = log.store.getState();
    expect(lines).toHaveLength(CHAT_LINES_KEPT);
    expect(lines[0]).toMatchObject({ text: 'm5' });
    log.setMuted(true);
    log.add({ kind: 'message', from: 'b', text: 'hidden' });
    log.add({ kind: 'notice', text: 'slow down' });
    expect(log.store.getState()).toMatchObject({ muted: true, missed: 1 });
    log.setMuted(false);
    expect(log.store.getState().missed).toBe(0);
    log.clear();
    expect(log.store.getState().lines).toEqual([]);
  });
});

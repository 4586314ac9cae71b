import { describe, expect, it } from 'vitest';

import { admitChat, CHAT_BURST, CHAT_WINDOW_MS } from './chatLimit';

describe('admitChat', () => {
  it('admits a burst, refuses the next, and admits again once the window has passed', () => {
    let recent: number[] = [];
    for (let i = 0; i < CHAT_BURST; i += 1) {
      const next = admitChat(recent, 1000 + i);
      expect(next).not.toBeNull();
      recent = next!;
    }
    expect(admitChat(recent, 1000 + CHAT_BURST)).toBeNull();
    expect(admitChat(recent, 1000 + CHAT_WINDOW_MS - 1)).toBeNull();
    expect(admitChat(recent, 1000 + CHAT_WINDOW_MS)).toEqual([
      ...recent.slice(1),
      1000 + CHAT_WINDOW_MS,
    ]);
  });
});

// The chat window belongs to the player, not the seat: in a waiting friend room, leaving and
// joining again seats a new racer, which must not refill the budget (a script did exactly that).
import { describe, expect, it } from 'vitest';

import { CHAT_BURST, CHAT_WINDOW_MS } from './chatLimit';
import type { RoomStepInput } from './roomEffects';
import { FRIEND_ROOM_WAIT_MS, openRoom, type RoomState } from './roomState';
import { roomStep } from './roomStep';
import { entry, frame, frozen, run, SPEC, story, T0, TIMING } from './roomStepFixtures';

const friendRoom = () =>
  openRoom(
    'f',
    { ...SPEC, kind: 'friend', pool: 'friend:typing:host', hostUserID: 1 },
    { ...TIMING, waitMs: FRIEND_ROOM_WAIT_MS },
    [1],
    T0,
  );
const join = (n: number, racerID: string): RoomStepInput => ({
  type: 'join',
  entry: entry(n, { racerID }),
});
const chat = (racerID: string, message: string) =>
  frame(racerID, { channel: 'race-server', type: 'chat', data: { message } });

function chatStory(room: RoomState, racerID: string, now: number) {
  return story(roomStep(frozen(room), chat(racerID, 'hi'), now).effects);
}

describe('chat across a rejoin', () => {
  it('a player who spent the burst and joined again as a new racer is still refused', () => {
    let room = run(friendRoom(), [
      [join(1, 'host'), T0],
      [join(2, 'first-seat'), T0],
    ]);
    for (let i = 0; i < CHAT_BURST; i += 1)
      room = run(room, [[chat('first-seat', `m${i}`), T0 + i]]);
    expect(chatStory(room, 'first-seat', T0 + 10)).toEqual(['error to chatTooFast']);

    room = run(room, [
      [{ type: 'leave', racerID: 'first-seat' }, T0 + 20],
      [join(2, 'second-seat'), T0 + 30],
    ]);
    expect(chatStory(room, 'second-seat', T0 + 40)).toEqual(['error to chatTooFast']);
    // Another player's budget is their own, and the window still passes.
    expect(chatStory(room, 'host', T0 + 40)).toEqual(['send all chat']);
    expect(chatStory(room, 'second-seat', T0 + CHAT_WINDOW_MS)).toEqual(['send all chat']);
  });
});

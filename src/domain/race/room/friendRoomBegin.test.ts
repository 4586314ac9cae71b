// A friend room starts when its host says so (SPEC §7 begin-friend-race): only the host, only in a
// friend room, only while it waits and with a friend seated; the wait running out closes it; the
// host leaving keeps the room for their return. No clock, no socket.
import { describe, expect, it } from 'vitest';

import type { RoomStepInput } from './roomEffects';
import { FRIEND_ROOM_WAIT_MS, openRoom, type RoomState } from './roomState';
import { roomStep } from './roomStep';
import { entry, frame, frozen, run, SPEC, story, T0, TIMING, waiting } from './roomStepFixtures';

/** The host is user 1; users 2 to 5 are friends. */
const HOST = 1;
const friendSpec = {
  ...SPEC,
  kind: 'friend' as const,
  pool: 'friend:typing:host',
  hostUserID: HOST,
};
const friendRoom = () =>
  openRoom('f', friendSpec, { ...TIMING, waitMs: FRIEND_ROOM_WAIT_MS }, [1], T0);
const begin = (racerID: string) =>
  frame(racerID, { channel: 'race-server', type: 'begin-friend-race', data: {} });
const join = (n: number, extra = {}): RoomStepInput => ({ type: 'join', entry: entry(n, extra) });

/** A friend (user 2) opened the room; then the host (user 1) came. */
const hostAndFriend = () =>
  frozen(
    run(friendRoom(), [
      [join(2), T0],
      [join(HOST), T0 + 100],
    ]),
  );

describe('begin-friend-race', () => {
  it('makes the host the racer whose room it is, whoever opened it', () => {
    const room = hostAndFriend();
    expect(room.hostID).toBe('r1');
    // The snapshot tells every racer who the host is.
    const seated = roomStep(friendRoom(), join(2), T0);
    const snapshot = seated.effects.find((e) => e.type === 'send' && e.frame.type === 'room');
    expect(snapshot?.type === 'send' && snapshot.frame.data).toMatchObject({ hostUserID: HOST });
  });

  it('starts the countdown when the host begins with a friend seated', () => {
    const { state, effects } = roomStep(hostAndFriend(), begin('r1'), T0 + 2000);
    expect(state.stage).toBe('countdown');
    expect(story(effects)).toEqual(['cancel-timers', 'advertise none', 'pick-passage u:2,u:1']);
    // Two friends race each other, no bots.
    const seated = run(hostAndFriend(), [[begin('r1'), T0 + 2000]]);
    expect(seated.course).not.toBeNull();
    expect(seated.bots).toHaveLength(0);
  });

  it('refuses a joined friend, and changes nothing', () => {
    const room = hostAndFriend();
    const { state, effects } = roomStep(room, begin('r2'), T0 + 2000);
    expect(story(effects)).toEqual(['error to beginHostOnly']);
    expect(effects[0]).toMatchObject({ error: 'forbidden', racerID: 'r2' });
    expect(state.stage).toBe('waiting');
    expect(state.humans).toEqual(room.humans);
  });

  it('refuses a guest and a stranger who are not seated', () => {
    const room = hostAndFriend();
    const guest = roomStep(room, begin('g-not-seated'), T0 + 2000);
    expect(story(guest.effects)).toEqual(['error to notInRace']);
    expect(guest.state.stage).toBe('waiting');
    // A guest seated in the room (public visibility) is not the host either.
    const withGuest = run(room, [
      [join(7, { userID: null, guestID: 'g7', playerKey: 'g:g7' }), T0 + 300],
    ]);
    expect(story(roomStep(withGuest, begin('r7'), T0 + 2000).effects)).toEqual([
      'error to beginHostOnly',
    ]);
  });

  it('refuses the host alone: a friend race needs a friend', () => {
    const alone = run(friendRoom(), [[join(HOST), T0]]);
    const { state, effects } = roomStep(alone, begin('r1'), T0 + 1000);
    expect(story(effects)).toEqual(['error to beginNeedsRacer']);
    expect(state.stage).toBe('waiting');
  });

  it('refuses a replayed begin once the race is starting', () => {
    const started = run(hostAndFriend(), [[begin('r1'), T0 + 2000]]);
    expect(started.stage).toBe('countdown');
    const replay = roomStep(frozen(started), begin('r1'), T0 + 2100);
    expect(story(replay.effects)).toEqual(['error to beginAlreadyStarted']);
    expect(replay.state.startAt).toBe(started.startAt);
  });

  it('refuses a begin in a public room', () => {
    const { state, effects } = roomStep(waiting(), begin('r1'), T0 + 1000);
    expect(story(effects)).toEqual(['error to beginFriendOnly']);
    expect(state.stage).toBe('waiting');
  });

  it('does not start a full friend room by itself', () => {
    let room: RoomState = friendRoom();
    for (const n of [2, 3, 4, 5, HOST]) room = run(room, [[join(n), T0 + n]]);
    expect(room.humans).toHaveLength(5);
    expect(room.stage).toBe('waiting');
  });

  it('keeps the room for a host who left, and lets them begin once back', () => {
    const left = run(hostAndFriend(), [[{ type: 'leave', racerID: 'r1' }, T0 + 500]]);
    expect(left.hostID).toBeNull();
    expect(left.stage).toBe('waiting');
    // Nobody else inherits the start.
    expect(story(roomStep(left, begin('r2'), T0 + 600).effects)).toEqual([
      'error to beginHostOnly',
    ]);
    const back = run(left, [[join(HOST, { racerID: 'r1b' }), T0 + 700]]);
    expect(back.hostID).toBe('r1b');
    expect(roomStep(back, begin('r1b'), T0 + 800).state.stage).toBe('countdown');
  });

  it('closes when the host never begins, telling everyone why', () => {
    const { state, effects } = roomStep(
      hostAndFriend(),
      { type: 'wait-over' },
      T0 + FRIEND_ROOM_WAIT_MS,
    );
    expect(story(effects)).toEqual([
      'error all friendRoomExpired',
      'cancel-timers',
      'advertise none',
      'closed',
      'report none',
      'dispose',
    ]);
    expect(state.stage).toBe('closed');
  });
});

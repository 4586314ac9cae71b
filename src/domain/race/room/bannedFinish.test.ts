// A racer banned during the race: the race service refuses to record the finish, and the room
// tells them why, counts them done, and answers a finish sent again the same way (no retry).
import { describe, expect, it } from 'vitest';

import { roomStep } from './roomStep';
import { finish, FINISH_AT, frozen, racing, run, story } from './roomStepFixtures';

describe('a finish the race service refuses for a ban', () => {
  it('is refused with the ban message, and again on a second finish', () => {
    const refused = roomStep(
      frozen(run(racing(), [[finish('r1'), FINISH_AT]])),
      { type: 'recorded', racerID: 'r1', result: null, refused: 'bannedFromRacing' },
      FINISH_AT + 20,
    );
    expect(story(refused.effects)).toContain('error to bannedFromRacing');
    expect(story(refused.effects)).not.toContain('send to result');
    expect(refused.state.recording).toBe(0);
    expect(refused.state.stage).toBe('finished');
    const again = roomStep(frozen(refused.state), finish('r1'), FINISH_AT + 40);
    expect(story(again.effects)).toEqual(['error to bannedFromRacing']);
  });

  it('a plain failure still lets the racer send the finish again', () => {
    const failed = run(racing(), [
      [finish('r1'), FINISH_AT],
      [{ type: 'recorded', racerID: 'r1', result: null }, FINISH_AT + 20],
    ]);
    expect(story(roomStep(frozen(failed), finish('r1'), FINISH_AT + 40).effects)).toContain(
      'record r1 place 1',
    );
  });
});

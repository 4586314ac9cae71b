// The room step, exhaustively: every stage × every input, with the state and the effects it
// asserts. No clock (each step is handed `now`), no socket, no database: effects are data.
import { describe, expect, it } from 'vitest';

import type { RoomStepInput } from './roomEffects';
import type { RoomState } from './roomState';
import { MAX_RACE_MS } from './roomState';
import { roomStep } from './roomStep';
import {
  entry,
  finish,
  frozen,
  NOW,
  STAGES,
  START,
  story,
  update,
  type StageName,
} from './roomStepFixtures';

const CLOSE = ['cancel-timers', 'advertise none', 'closed', 'report none', 'dispose'];
const END = ['error all endedByOperator', ...CLOSE];

/** stage → [what it became, the story of its effects]; the cases a row leaves out see nothing. */
type Row = Partial<Record<StageName, [StageName | 'same', string[]]>>;
const TABLE: [string, RoomStepInput, Row][] = [
  [
    'a new racer joins',
    { type: 'join', entry: entry(3) },
    {
      waiting: [
        'same',
        ['advertise 2 seats', 'send accepted room', 'send except racer-joined', 'report waiting'],
      ],
      countdown: ['same', ['refuse started']],
      racing: ['same', ['refuse started']],
      finished: ['same', ['refuse started']],
      closing: ['same', ['refuse closed']],
      closed: ['same', ['refuse closed']],
    },
  ],
  [
    'r2 leaves',
    { type: 'leave', racerID: 'r2' },
    {
      waiting: ['same', ['send all racer-left', 'advertise 4 seats', 'report waiting']],
      countdown: ['same', ['send all racer-left', 'report countdown']],
      racing: ['same', ['send all racer-left', 'report racing']],
      finished: ['same', ['send all racer-left', 'report finished']],
      closing: ['same', ['send all racer-left']],
    },
  ],
  [
    'r2 reports progress',
    update('r2', 5),
    {
      waiting: ['same', []],
      countdown: ['same', []],
      racing: ['same', []],
      finished: ['same', []],
      closing: ['same', ['error to notInRace']],
      closed: ['same', ['error to notInRace']],
    },
  ],
  [
    'r2 finishes',
    finish('r2'),
    {
      waiting: ['same', ['error to notStarted']],
      // Claiming the whole passage before the green light is a lie about the clock.
      countdown: ['same', ['record-dq r2']],
      racing: ['same', ['record r2 place 1']],
      // The same time as r1: places count only those strictly faster.
      finished: ['same', ['record r2 place 1']],
      closing: ['same', ['error to notInRace']],
      closed: ['same', ['error to notInRace']],
    },
  ],
  [
    'the wait ends',
    { type: 'wait-over' },
    { waiting: ['countdown', ['cancel-timers', 'advertise none', 'pick-passage u:1,u:2']] },
  ],
  [
    'the countdown ends',
    { type: 'countdown-over' },
    { countdown: ['racing', ['report racing', 'ticks 100', `timer max-race ${MAX_RACE_MS}`]] },
  ],
  [
    'a tick',
    { type: 'tick' },
    { racing: ['same', ['send all positions']], finished: ['same', ['send all positions']] },
  ],
  [
    // Before the race's first positions frame (these fixtures have had no tick) a late look sends
    // nothing: that frame carries every racer (roomStepFlows.test.ts has the late look's story).
    'a late look after a tick',
    { type: 'late-tick', arrivedBy: START + 1 },
    {},
  ],
  [
    'the finish phase ends',
    { type: 'finish-phase-over' },
    {
      waiting: ['closed', CLOSE],
      countdown: ['closed', CLOSE],
      racing: ['closed', CLOSE],
      finished: ['closed', CLOSE],
    },
  ],
  [
    'the race reaches its limit',
    { type: 'max-race-over' },
    {
      waiting: ['closed', CLOSE],
      countdown: ['closed', CLOSE],
      racing: ['closed', CLOSE],
      finished: ['closed', CLOSE],
    },
  ],
  [
    'an operator ends the room',
    { type: 'admin-end' },
    {
      waiting: ['closed', END],
      countdown: ['closed', END],
      racing: ['closed', END],
      finished: ['closed', END],
    },
  ],
  [
    'the process shuts down',
    { type: 'shutdown' },
    {
      waiting: ['closed', CLOSE],
      countdown: ['closed', CLOSE],
      racing: ['closed', CLOSE],
      finished: ['closed', CLOSE],
    },
  ],
];

const STAGE_OF: Record<StageName, RoomState['stage']> = {
  waiting: 'waiting',
  countdown: 'countdown',
  racing: 'racing',
  finished: 'finished',
  closing: 'closing',
  closed: 'closed',
};

describe('roomStep: every stage × every input', () => {
  for (const [what, input, row] of TABLE) {
    for (const stage of Object.keys(STAGES) as StageName[]) {
      const [becomes, effects] = row[stage] ?? ['same', []];
      it(`${stage}: ${what}`, () => {
        const before = frozen(STAGES[stage]());
        expect(before.stage).toBe(STAGE_OF[stage]);
        // Bots announce a nitro when its time has come: part of a tick, derived from their plans.
        const botNitros =
          input.type === 'tick' && (stage === 'racing' || stage === 'finished')
            ? before.bots
                .filter(
                  (bot) => (bot.plan.nitroAt[bot.nitrosShown] ?? Infinity) <= NOW[stage] - START,
                )
                .map(() => 'send all nitro')
            : [];
        const out = roomStep(before, input, NOW[stage]);
        expect(story(out.effects)).toEqual([...botNitros, ...effects]);
        expect(out.state.stage).toBe(becomes === 'same' ? before.stage : STAGE_OF[becomes]);
      });
    }
  }
});

// A racer's team tag travels from the room entry to the room's racer view and the results'
// standings, and a tag chip's text always contrasts with the team colour.
import { describe, expect, it } from 'vitest';

import { emptyBoard, sceneSnapshot } from '../../../../src/domain/race/raceView';
import {
  humanView,
  type HumanRacer,
  type RacerEntry,
} from '../../../../src/domain/race/room/racers';
import { raceStandings } from '../../../../src/domain/race/standings';
import { luminance, tagTextColor } from '../../../../src/domain/teams/tagColor';

const entry = (extra: Partial<RacerEntry>): RacerEntry => ({
  racerID: 'r1',
  playerKey: 'u:1',
  userID: 1,
  guestID: null,
  name: 'Sam',
  title: 'Rookie',
  carID: 1,
  carHueAngle: 0,
  speed: 40,
  nitros: 0,
  qualifying: false,
  scoringMode: 'competitive',
  gameVisibility: 'public',
  ...extra,
});
const human = (e: RacerEntry): HumanRacer => ({
  entry: e,
  progress: 0,
  seen: null,
  nitrosUsed: 0,
  left: false,
  disqualified: false,
  finish: null,
  result: null,
});

describe('team tags in a race', () => {
  it('a racer in a team carries tag and colour into the view and the standings', () => {
    const view = humanView(human(entry({ tag: 'ZOOM', tagColor: '#ff0000' })));
    expect(view).toMatchObject({ tag: 'ZOOM', tagColor: '#ff0000' });
    const [row] = raceStandings([view], 'r1', {});
    expect(row).toMatchObject({ tag: 'ZOOM', tagColor: '#ff0000', isYou: true });
  });
  it("the race scene's label carries the tag", () => {
    const view = humanView(human(entry({ tag: 'ZOOM', tagColor: '#ff0000' })));
    const plain = humanView(human(entry({ racerID: 'r2', name: 'Kim' })));
    const board = { ...emptyBoard(), youID: 'r2', passageLength: 100, racers: [view, plain] };
    const snap = sceneSnapshot(board, 'racing', { chars: 0, place: null }, null);
    expect(snap.racers.map((r) => r.name)).toEqual(['[ZOOM] Sam', 'Kim']);
  });
  it('a racer without a team has no tag at all', () => {
    const view = humanView(human(entry({ tag: null, tagColor: null })));
    expect('tag' in view).toBe(false);
    expect('tag' in raceStandings([view], 'x', {})[0]!).toBe(false);
  });
});

describe('tag chip text colour', () => {
  it('is black on light colours and white on dark ones', () => {
    expect(tagTextColor('#ffff00')).toBe('#000000');
    expect(tagTextColor('#ffffff')).toBe('#000000');
    expect(tagTextColor('#000080')).toBe('#ffffff');
    expect(tagTextColor('#e63946')).toBe('#000000');
    expect(luminance('#ffffff')).toBeCloseTo(1);
    expect(luminance('nope')).toBe(0);
  });
  it('always reaches 4.5:1 contrast', () => {
    for (let v = 0; v < 256; v += 15) {
      for (const hex of [
        `#${v.toString(16).padStart(2, '0').repeat(3)}`,
        `#ff${v.toString(16).padStart(2, '0')}00`,
      ]) {
        const l = luminance(hex);
        const text = tagTextColor(hex) === '#000000' ? 0 : 1;
        const ratio = (Math.max(l, text) + 0.05) / (Math.min(l, text) + 0.05);
        expect(ratio, hex).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});

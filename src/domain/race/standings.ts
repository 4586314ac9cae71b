// The race's standings as the results show them: every racer in the room, finishers by place with
// their speed and race time, then those still racing in the room's order.
import type { RacerView } from '../realtime/protocol';

/** What is known of a racer who crossed the line. */
export interface RaceFinish {
  place: number;
  /** WPM, or problems per minute on the math site. */
  speed: number | null;
  /** Race time in ms from the green light, when the server said it. */
  timeMs: number | null;
}

export interface Standing {
  id: string;
  name: string;
  /** The racer's team tag and colour, when they are in a team. */
  tag?: string;
  tagColor?: string;
  isBot: boolean;
  isYou: boolean;
  /** The registered player behind the car (null for bots and guests): who a report names. */
  userID?: number | null;
  finish: RaceFinish | null;
}

export function raceStandings(
  racers: readonly RacerView[],
  youID: string,
  finishes: Readonly<Record<string, RaceFinish>>,
): Standing[] {
  const rows = racers.map((racer) => ({
    id: racer.id,
    name: racer.name,
    ...(racer.tag ? { tag: racer.tag, tagColor: racer.tagColor } : {}),
    isBot: racer.isBot,
    isYou: racer.id === youID,
    userID: racer.userID,
    finish: finishes[racer.id] ?? null,
  }));
  const finished = rows
    .filter((row) => row.finish !== null)
    .sort((a, b) => a.finish!.place - b.finish!.place);
  return [...finished, ...rows.filter((row) => row.finish === null)];
}

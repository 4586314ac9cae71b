// "Hide my name" for streamers: the player's own car is labelled with what the page chooses
// ("You") instead of their name. The scene is fed through this wrapper, so neither the engine nor
// the race controller knows about it; the snapshot builder's output is only relabelled.
import type { RaceScene, RaceSnapshot } from '../../engine/raceScene';

/** `snapshot` with the player's own racer named `ownName` (unchanged when null). */
export function withOwnName(snapshot: RaceSnapshot, ownName: string | null): RaceSnapshot {
  if (ownName === null) return snapshot;
  return {
    ...snapshot,
    racers: snapshot.racers.map((racer) => (racer.isYou ? { ...racer, name: ownName } : racer)),
  };
}

/** Wraps a scene loader so every snapshot goes through withOwnName(ownName()). */
export function namingScene(
  load: (host: HTMLElement) => Promise<RaceScene>,
  ownName: () => string | null,
): (host: HTMLElement) => Promise<RaceScene> {
  return async (host) => {
    const scene = await load(host);
    // Method by method: the scene may be a class instance (its methods on the prototype).
    return {
      set: (snapshot) => scene.set(withOwnName(snapshot, ownName())),
      play: (effect) => scene.play(effect),
      resize: (width, height) => scene.resize(width, height),
      destroy: () => scene.destroy(),
    };
  };
}

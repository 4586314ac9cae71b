// Picks race passages. All passages are held in memory (a few hundred short texts); each player's
// recent passages are remembered so a player rarely sees the same one twice in a session.
import { asc } from 'drizzle-orm';

import type { Rng } from '../../domain/random';
import type { Db } from '../db/client';
import { passages } from '../db/schema';

export interface PassageView {
  id: number;
  text: string;
  source: string;
  author: string;
}

const RECENT_PER_PLAYER = 200;

export async function createPassageService(db: Db) {
  const all: PassageView[] = await db
    .select({
      id: passages.id,
      text: passages.text,
      source: passages.source,
      author: passages.author,
    })
    .from(passages)
    .orderBy(asc(passages.id));
  const recent = new Map<string, number[]>();

  return {
    count: () => all.length,

    byId: (id: number) => all.find((p) => p.id === id),

    /**
     * A passage none of `players` has seen recently (or the least recently seen when every one
     * has been), remembered for each of them. Player keys: 'u:<userID>' or 'g:<guestID>'.
     */
    pick(rng: Rng, players: readonly string[]): PassageView {
      if (all.length === 0) throw new Error('no passages loaded');
      const seen = new Set(players.flatMap((key) => recent.get(key) ?? []));
      const fresh = all.filter((p) => !seen.has(p.id));
      const pool = fresh.length > 0 ? fresh : all;
      const chosen = pool[Math.floor(rng() * pool.length)] ?? all[0]!;
      for (const key of players) {
        const list = (recent.get(key) ?? []).filter((id) => id !== chosen.id);
        list.push(chosen.id);
        if (list.length > RECENT_PER_PLAYER) list.shift();
        recent.set(key, list);
      }
      if (recent.size > 50_000) recent.delete(recent.keys().next().value!);
      return chosen;
    },
  };
}

export type PassageService = Awaited<ReturnType<typeof createPassageService>>;

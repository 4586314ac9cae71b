// The friend room's chat as the race page keeps it (SPEC §7 Race messages chat, lesson-help): the
// last lines received, whether the player muted it, and a note when the server refused a message.
// Plain data in a small store outside React: the race controller writes frames in, ChatPanel
// reads. Messages are kept as text; the panel renders them as text nodes, never as HTML.
import { createStore, type StoreApi } from 'zustand/vanilla';

import type { LessonHelp } from '../../../domain/realtime/protocol';

/** Lines kept; older ones scroll away. */
export const CHAT_LINES_KEPT = 50;
/** The frame schema's limit (protocol.ts). */
export const CHAT_MAX_CHARS = 200;

export type ChatLine =
  | { id: number; kind: 'message'; from: string; text: string }
  | { id: number; kind: 'lesson-help'; help: LessonHelp }
  | { id: number; kind: 'notice'; text: string };

export interface ChatState {
  lines: ChatLine[];
  /** Muted: incoming lines are not shown (they are still counted, so unmuting says so). */
  muted: boolean;
  /** Lines that arrived while muted. */
  missed: number;
}

type NewLine = ChatLine extends infer L ? (L extends ChatLine ? Omit<L, 'id'> : never) : never;

export interface ChatLog {
  store: StoreApi<ChatState>;
  add(line: NewLine): void;
  setMuted(muted: boolean): void;
  clear(): void;
}

export function createChatLog(): ChatLog {
  let nextID = 1;
  const store = createStore<ChatState>(() => ({ lines: [], muted: false, missed: 0 }));
  return {
    store,
    add(line) {
      const entry = { ...line, id: nextID++ } as ChatLine;
      store.setState((s) => ({
        lines: [...s.lines, entry].slice(-CHAT_LINES_KEPT),
        missed: s.muted && line.kind !== 'notice' ? s.missed + 1 : s.missed,
      }));
    },
    setMuted(muted) {
      store.setState({ muted, missed: 0 });
    },
    clear() {
      store.setState({ lines: [], missed: 0 });
    },
  };
}

// The friend room's chat on the race page (SPEC §7 Race messages chat; math friend rooms also
// lesson-help). It never takes the race's keys: its input is disabled from the countdown to the
// finish, so the passage has every key while racing, and it is reached by mouse or Tab before and
// after; typing in its input never reaches the passage (the race takes no key aimed at a field).
// On desktop it is a column beside the track. Lines are rendered as text (React text nodes: markup stays inert); a mute hides them.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useStore } from 'zustand';

import { Button } from '../../components/Button';
import type { RaceController } from '../raceController';
import type { RaceStage } from '../raceStore';
import { CHAT_MAX_CHARS, type ChatLine } from './chatLog';
import styles from './ChatPanel.module.css';

/** Stages in which the room takes chat and the race does not need the keys. */
const CHAT_OPEN: readonly RaceStage[] = ['waiting', 'result', 'disqualified'];

export interface ChatPanelProps {
  controller: RaceController;
  stage: RaceStage;
  /** A math friend room: offer the lesson's help. */
  math?: boolean;
  /** Shown in a column beside the track (desktop): as tall as the track, its list scrolling. */
  beside?: boolean;
}

export function ChatPanel({ controller, stage, math = false, beside = false }: ChatPanelProps) {
  const { lines, muted, missed } = useStore(controller.chat.store);
  const [draft, setDraft] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const titleId = useId();
  const open = CHAT_OPEN.includes(stage);
  const racing = stage === 'countdown' || stage === 'racing' || stage === 'finishing';

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [lines, muted]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!open || !draft.trim()) return;
    if (controller.sendChat(draft)) setDraft('');
  };

  const shown = muted ? lines.filter((line) => line.kind === 'notice') : lines;
  return (
    <section
      className={styles.panel}
      aria-labelledby={titleId}
      data-testid="race-chat"
      data-beside={beside || undefined}
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          Room chat
        </h2>
        <Button
          size="sm"
          variant="ghost"
          aria-pressed={muted}
          onClick={() => controller.chat.setMuted(!muted)}
        >
          {muted ? 'Unmute chat' : 'Mute chat'}
        </Button>
      </div>
      <ol ref={listRef} className={styles.lines} aria-live="polite" aria-label="Chat messages">
        {shown.length === 0 && (
          <li className={styles.empty}>
            {muted
              ? `Chat is muted${missed ? ` (${missed} new)` : ''}.`
              : 'No messages yet. Say hi to the room!'}
          </li>
        )}
        {shown.map((line) => (
          <ChatLineView key={line.id} line={line} />
        ))}
      </ol>
      <form className={styles.form} onSubmit={submit}>
        <label className="visually-hidden" htmlFor={`${titleId}-input`}>
          Message
        </label>
        <input
          id={`${titleId}-input`}
          className={styles.input}
          value={draft}
          maxLength={CHAT_MAX_CHARS}
          autoComplete="off"
          disabled={!open}
          placeholder={racing ? 'Chat opens after the race' : 'Message the room'}
          aria-describedby={`${titleId}-count`}
          onChange={(e) => setDraft(e.target.value)}
        />
        {/* The length limit, always in view (the server refuses a longer message). */}
        <span
          id={`${titleId}-count`}
          className={styles.count}
          data-full={draft.length >= CHAT_MAX_CHARS || undefined}
        >
          {draft.length}/{CHAT_MAX_CHARS}
          <span className="visually-hidden"> characters</span>
        </span>
        <Button type="submit" size="sm" disabled={!open || !draft.trim()}>
          Send
        </Button>
        {math && (
          <Button
            size="sm"
            variant="ghost"
            disabled={!open}
            onClick={() => controller.askLessonHelp()}
          >
            Lesson help
          </Button>
        )}
      </form>
    </section>
  );
}

function ChatLineView({ line }: { line: ChatLine }) {
  if (line.kind === 'notice') return <li className={styles.notice}>{line.text}</li>;
  if (line.kind === 'lesson-help')
    return (
      <li className={styles.help}>
        <strong>{line.help.title}</strong> <span>({line.help.from} asked for help)</span>
        <p className={styles.helpText}>{line.help.subtitle}</p>
        <p className={styles.helpText}>{line.help.help}</p>
      </li>
    );
  return (
    <li className={styles.line}>
      <span className={styles.from}>{line.from}</span> <span>{line.text}</span>
    </li>
  );
}

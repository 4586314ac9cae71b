// The friend room's chat panel: lines render as text (markup stays inert), the input is closed
// while the race has the keys and open before and after, sending trims and clears, the mute hides
// lines and counts what was missed, and a math room offers the lesson's help.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createChatLog } from '../../../../src/ui/race/chat/chatLog';
import { ChatPanel } from '../../../../src/ui/race/chat/ChatPanel';
import type { RaceController } from '../../../../src/ui/race/raceController';
import type { RaceStage } from '../../../../src/ui/race/raceStore';

afterEach(cleanup);

function mount(stage: RaceStage, math = false) {
  const chat = createChatLog();
  const sendChat = vi.fn(() => true);
  const askLessonHelp = vi.fn(() => true);
  const controller = { chat, sendChat, askLessonHelp } as unknown as RaceController;
  const view = render(<ChatPanel controller={controller} stage={stage} math={math} />);
  const rerender = (next: RaceStage) =>
    view.rerender(<ChatPanel controller={controller} stage={next} math={math} />);
  return { chat, sendChat, askLessonHelp, view, rerender };
}

describe('ChatPanel', () => {
  it('renders markup in a message as text', () => {
    const { chat, view } = mount('waiting');
    act(() => chat.add({ kind: 'message', from: 'Ann<b>', text: '<img src=x onerror=alert(1)>' }));
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(view.container.querySelector('img')).toBeNull();
    expect(view.container.querySelector('b')).toBeNull();
  });

  it('sends trimmed text before the race, closes during it, and opens again after', () => {
    const { sendChat, rerender } = mount('waiting');
    const input = screen.getByLabelText('Message') as HTMLInputElement;
    expect(input.maxLength).toBe(200);
    fireEvent.change(input, { target: { value: '  gl hf  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(sendChat).toHaveBeenCalledWith('  gl hf  ');
    expect(input.value).toBe('');

    for (const stage of ['countdown', 'racing', 'finishing'] as const) {
      rerender(stage);
      expect(input.disabled).toBe(true);
    }
    rerender('result');
    expect(input.disabled).toBe(false);
  });

  it('shows how much of the length limit a draft uses', () => {
    mount('waiting');
    const input = screen.getByLabelText('Message') as HTMLInputElement;
    expect(screen.getByText(/^0\/200/)).toBeTruthy();
    fireEvent.change(input, { target: { value: 'hello' } });
    expect(screen.getByText(/^5\/200/)).toBeTruthy();
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText(/^5\/200/).id);
  });

  it('mutes and unmutes, counting the lines missed', () => {
    const { chat } = mount('waiting');
    fireEvent.click(screen.getByRole('button', { name: 'Mute chat' }));
    act(() => chat.add({ kind: 'message', from: 'Bo', text: 'secret' }));
    expect(screen.queryByText('secret')).toBeNull();
    expect(screen.getByText('Chat is muted (1 new).')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Unmute chat' }));
    expect(screen.getByText('secret')).toBeTruthy();
  });

  it("asks for the lesson's help in a math room and shows it", () => {
    const { chat, askLessonHelp } = mount('waiting', true);
    fireEvent.click(screen.getByRole('button', { name: 'Lesson help' }));
    expect(askLessonHelp).toHaveBeenCalledOnce();
    act(() =>
      chat.add({
        kind: 'lesson-help',
        help: { from: 'Ann', lessonID: 1, title: 'Adding Up', subtitle: 'Sums', help: 'Add.' },
      }),
    );
    expect(screen.getByText('Adding Up')).toBeTruthy();
    expect(screen.getByText('Add.')).toBeTruthy();
  });
});

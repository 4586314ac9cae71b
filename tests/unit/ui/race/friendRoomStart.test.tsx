// A friend room waiting for its host (SPEC §7 begin-friend-race): the host has Start race, off
// until a friend is in, and Enter presses it from the page but never from the chat's input; the
// others read whom they wait for, and that the host left when they did.
// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { RaceController } from '../../../../src/ui/race/raceController';
import { FriendRoomWaiting } from '../../../../src/ui/race/RaceStageOverlay';
import { createRaceStore, type RaceStage } from '../../../../src/ui/race/raceStore';
import { useRaceKeyboard, type RaceKeyActions } from '../../../../src/ui/race/useRaceKeyboard';

afterEach(cleanup);

const waiting = { hostName: 'ann', hostHere: true, racers: 2, onBegin: () => {} };

describe('FriendRoomWaiting', () => {
  it('gives the host Start race once a friend is in', () => {
    const onBegin = vi.fn();
    const view = render(<FriendRoomWaiting {...waiting} isHost racers={1} onBegin={onBegin} />);
    const start = screen.getByRole('button', { name: 'Start race' }) as HTMLButtonElement;
    expect(start.disabled).toBe(true);
    expect(screen.getByText(/Waiting for a friend to join/)).toBeTruthy();
    view.rerender(<FriendRoomWaiting {...waiting} isHost racers={2} onBegin={onBegin} />);
    expect(start.disabled).toBe(false);
    fireEvent.click(start);
    expect(onBegin).toHaveBeenCalledOnce();
    expect(screen.getByText('2 of 5 racers in the room')).toBeTruthy();
  });

  it('tells the others whom they wait for, and when the host has left', () => {
    const view = render(<FriendRoomWaiting {...waiting} isHost={false} />);
    expect(screen.queryByRole('button', { name: 'Start race' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Waiting for ann to start' })).toBeTruthy();
    view.rerender(<FriendRoomWaiting {...waiting} isHost={false} hostHere={false} />);
    expect(screen.getByRole('heading', { name: /ann left the room/ })).toBeTruthy();
  });
});

function Keys({ controller, actions }: { controller: RaceController; actions: RaceKeyActions }) {
  const input = useRef<HTMLInputElement>(null);
  const ref = useRef(actions);
  ref.current = actions;
  useRaceKeyboard(controller, input, ref);
  return (
    <>
      <input ref={input} aria-label="race input" />
      <input aria-label="Message" />
    </>
  );
}

function keysIn(stage: RaceStage, begin?: () => void) {
  const store = createRaceStore();
  store.setState({ stage });
  const key = vi.fn(() => false);
  const controller = {
    store,
    key,
    bindInput: () => {},
    paste: () => false,
  } as unknown as RaceController;
  const start = vi.fn();
  render(<Keys controller={controller} actions={{ start, toggleFullscreen: () => {}, begin }} />);
  return { key, start };
}

describe('Enter in a waiting friend room', () => {
  it("is the host's Start race on the page, and a plain key in the chat input", () => {
    const begin = vi.fn();
    const { start } = keysIn('waiting', begin);
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(begin).toHaveBeenCalledOnce();
    expect(start).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByLabelText('Message'), { key: 'Enter' });
    expect(begin).toHaveBeenCalledOnce();
  });

  it('does nothing for a racer who is not the host, and is a nitro once racing', () => {
    const waitingKeys = keysIn('waiting');
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(waitingKeys.start).not.toHaveBeenCalled();
    cleanup();
    const begin = vi.fn();
    const racingKeys = keysIn('racing', begin);
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(begin).not.toHaveBeenCalled();
    expect(racingKeys.key).toHaveBeenCalledWith({ kind: 'nitro' }, expect.any(Number));
  });
});

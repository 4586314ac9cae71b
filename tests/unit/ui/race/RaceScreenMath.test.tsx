// The race screen on the math site speaks of problems, never of a passage or WPM.
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { mathCourseText, type MathCourse } from '../../../../src/domain/math';
import { SITES } from '../../../../src/domain/site';
import type { fakeScene } from './raceHarness';
import { countdownFrame, roomFrame } from './raceHarness';
import { conn, setUpRaceScreen, renderScreen, serverNow, push, advance } from './raceScreenHarness';

// The PixiJS engine cannot run in jsdom: its dynamic import is replaced with a recording scene.
const engine = vi.hoisted(() => ({ current: null as ReturnType<typeof fakeScene> | null }));
vi.mock('../../../../src/engine/raceScene', () => ({
  createRaceScene: vi.fn(async () => engine.current!.scene),
}));

setUpRaceScreen(engine);

describe('RaceScreen', () => {
  it('speaks of problems on the math site before any race, never of a passage or WPM', async () => {
    await renderScreen(SITES.math);
    expect(screen.getByText('Answer each problem to drive.')).toBeTruthy();
    expect(screen.getByText('Per min')).toBeTruthy();
    const shown = document.body.cloneNode(true) as HTMLElement;
    shown.querySelectorAll('[hidden]').forEach((element) => element.remove());
    const words = shown.textContent ?? '';
    expect(words).not.toMatch(/passage/i);
    expect(words).not.toMatch(/WPM/);
    expect(screen.queryByRole('region', { name: 'Passage' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /passage/i })).toBeNull();
  });

  it('speaks of problems, never of a passage or WPM, in the middle of a math race too', async () => {
    await renderScreen(SITES.math);
    fireEvent.click(screen.getByRole('button', { name: /Play Now/ }));
    act(() => conn.open());
    const course: MathCourse = { seed: 7, lessonID: 1, problemTypes: ['addition_1'], count: 4 };
    const startAt = serverNow() + 1000;
    push(
      roomFrame({
        passage: mathCourseText(course.count),
        phase: 'countdown',
        startAt,
        serverNow: serverNow(),
        math: course,
      }),
    );
    push(countdownFrame(startAt, serverNow()));
    await advance(1200);
    expect(screen.getByText('Solve!')).toBeTruthy();
    const shown = document.body.cloneNode(true) as HTMLElement;
    shown.querySelectorAll('[hidden]').forEach((element) => element.remove());
    const words = shown.textContent ?? '';
    expect(words).toMatch(/problems answered/);
    expect(words).not.toMatch(/passage/i);
    expect(words).not.toMatch(/WPM/);
  });
});

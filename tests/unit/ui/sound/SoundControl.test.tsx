// The race page's volume slider works like /profile's: each step shows at once (the session's
// volume the race sounds play at) and one save goes once the slider has settled, on a manual clock.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { createManualClock } from '../../../../src/domain/clock';
import { VOLUME_SETTLE_MS } from '../../../../src/ui/race/raceAccountSettings';
import { SoundControl } from '../../../../src/ui/sound/SoundControl';
import { ok, type RecordedCall } from '../../net/fakeFetch';
import { callsTo, mountSession, player, routes } from '../profile/profileHarness';

afterEach(cleanup);

function mount() {
  const mounted = mountSession(
    routes({
      'POST /settings/sounds': (call) => {
        const body = call.body as { value: 'all' | 'only_fx' | 'none'; volume?: number };
        return ok({ user: player({ raceSounds: body.value, raceVolume: body.volume ?? 0.5 }) });
      },
    }),
  );
  const clock = createManualClock(1_700_000_000_000);
  const view = render(<SoundControl clock={clock} />);
  return { ...mounted, clock, view };
}

const saves = (calls: RecordedCall[]) => callsTo(calls, '/settings/sounds').map((c) => c.body);
const slider = () => screen.getByRole('slider', { name: 'Volume' });

describe('SoundControl volume', () => {
  it('shows each step at once and saves once, after the slider settles', async () => {
    const { calls, clock, session } = mount();
    for (const percent of [55, 60, 65, 70, 75, 80]) {
      fireEvent.change(slider(), { target: { value: String(percent) } });
      act(() => clock.advance(VOLUME_SETTLE_MS / 5));
    }
    expect(slider().getAttribute('aria-valuetext')).toBe('80%');
    expect(session.store.getState().user.raceVolume).toBe(0.8);
    expect(saves(calls)).toEqual([]);
    await act(async () => clock.advance(VOLUME_SETTLE_MS));
    expect(saves(calls)).toEqual([{ value: 'only_fx', volume: 0.8 }]);
    await act(async () => clock.advance(VOLUME_SETTLE_MS * 4));
    expect(saves(calls)).toHaveLength(1);
  });

  it('mutes at once with the volume shown, leaving no volume save behind', async () => {
    const { calls, clock, session } = mount();
    fireEvent.change(slider(), { target: { value: '30' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Mute sounds' })));
    expect(saves(calls)).toEqual([{ value: 'none', volume: 0.3 }]);
    await act(async () => clock.advance(VOLUME_SETTLE_MS * 2));
    expect(saves(calls)).toHaveLength(1);
    expect(session.store.getState().user.raceVolume).toBe(0.3);
  });

  it('saves the last value when the race page goes before the slider has settled', async () => {
    const { calls, clock, view } = mount();
    fireEvent.change(slider(), { target: { value: '25' } });
    expect(saves(calls)).toEqual([]);
    await act(async () => view.unmount());
    expect(saves(calls)).toEqual([{ value: 'only_fx', volume: 0.25 }]);
    expect(clock.pending()).toBe(0);
  });
});

// The race volume slider on /profile shows every step at once but saves once it has settled
// (VOLUME_SETTLE_MS after the last step), on a manual clock: one POST /settings/sounds per drag.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { createManualClock, type ManualClock } from '../../../../src/domain/clock';
import type { AccountSettings } from '../../../../src/domain/contracts/settingsResponses';
import {
  RaceSoundSettings,
  VOLUME_SETTLE_MS,
} from '../../../../src/ui/pages/profile/RaceSoundSettings';
import { ok, type RecordedCall } from '../../net/fakeFetch';
import { accountSettings, callsTo, mountSession, player, routes } from './profileHarness';

afterEach(cleanup);

function Host({ clock }: { clock: ManualClock }) {
  const [settings, setSettings] = useState<AccountSettings>(accountSettings());
  return <RaceSoundSettings settings={settings} onSaved={setSettings} clock={clock} />;
}

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
  const view = render(<Host clock={clock} />);
  return { ...mounted, clock, view };
}

const slider = () => screen.getByRole('slider');
const saves = (calls: RecordedCall[]) => callsTo(calls, '/settings/sounds').map((c) => c.body);
/** Drags the slider through `percents`, `gapMs` apart. */
function drag(clock: ManualClock, percents: number[], gapMs: number) {
  for (const percent of percents) {
    fireEvent.change(slider(), { target: { value: String(percent) } });
    act(() => clock.advance(gapMs));
  }
}

describe('RaceSoundSettings volume', () => {
  it('shows each step at once and saves once, after the slider settles', async () => {
    const { calls, clock, session } = mount();
    drag(clock, [55, 60, 65, 70, 75, 80], VOLUME_SETTLE_MS / 5);
    expect(screen.getByText('Volume: 80%')).toBeTruthy();
    expect(saves(calls)).toEqual([]);
    await act(async () => clock.advance(VOLUME_SETTLE_MS));
    expect(saves(calls)).toEqual([{ value: 'only_fx', volume: 0.8 }]);
    expect(session.store.getState().user.raceVolume).toBe(0.8);
    // Resting longer sends nothing more.
    await act(async () => clock.advance(VOLUME_SETTLE_MS * 4));
    expect(saves(calls)).toHaveLength(1);
  });

  it('saves the last value when the page goes before the slider has settled', async () => {
    const { calls, clock, view } = mount();
    drag(clock, [30, 25], 10);
    expect(saves(calls)).toEqual([]);
    await act(async () => view.unmount());
    expect(saves(calls)).toEqual([{ value: 'only_fx', volume: 0.25 }]);
    expect(clock.pending()).toBe(0);
  });

  it('sends a sounds choice at once, with the volume shown, and no volume save after it', async () => {
    const { calls, clock } = mount();
    drag(clock, [90], 10);
    await act(async () => fireEvent.click(screen.getByLabelText('No sounds')));
    expect(saves(calls)).toEqual([{ value: 'none', volume: 0.9 }]);
    await act(async () => clock.advance(VOLUME_SETTLE_MS * 2));
    expect(saves(calls)).toHaveLength(1);
  });
});

// The results view and the guest's "save your result" flow, through the real session and API
// client with a fake fetch standing in for the server.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

import { SITES } from '../../../../src/domain/site';
import { defaultUser } from '../../../../src/domain/user';
import { QualifyingSave, QUALIFYING_SAVE_ERROR } from '../../../../src/ui/race/QualifyingSave';
import { DisqualifiedView, headline, ResultsView } from '../../../../src/ui/race/ResultsView';
import { SiteProvider } from '../../../../src/ui/site';
import { createSession, getSession, setAppSession } from '../../../../src/ui/stores/sessionStore';
import { fail, fakeFetch, ok, userToken, type Handler } from '../../net/fakeFetch';
import { result } from './raceHarness';

const NOW_S = Math.floor(Date.now() / 1000);
let handler: Handler;
let calls: ReturnType<typeof fakeFetch>['calls'];

function wrap(children: ReactNode) {
  const { hook } = memoryLocation({ path: '/race' });
  return render(
    <SiteProvider site={SITES.typing}>
      <Router hook={hook}>{children}</Router>
    </SiteProvider>,
  );
}

beforeEach(() => {
  handler = () => fail(500, 'X', 'No reply');
  const fake = fakeFetch((call, init) => handler(call, init));
  calls = fake.calls;
  setAppSession(
    createSession({
      storage: null,
      document: null,
      fetch: fake.fetch,
      navigate: vi.fn(),
      alert: vi.fn(),
    }),
  );
});

afterEach(() => {
  cleanup();
  setAppSession(null);
  vi.restoreAllMocks();
});

describe('ResultsView', () => {
  it('shows place, figures, cash and XP with each bonus line, and a level-up', () => {
    const onRaceAgain = vi.fn();
    wrap(
      <ResultsView
        result={result()}
        standings={[]}
        experience={null}
        raceAgainLabel="Race Again"
        viewOnly={false}
        onRaceAgain={onRaceAgain}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Victory!' })).toBeTruthy();
    expect(screen.getByText(/1st place of 5/)).toBeTruthy();
    expect(screen.getByTestId('result-wpm').textContent).toBe('48.2');
    expect(screen.getByTestId('result-accuracy').textContent).toBe('96.4%');
    expect(screen.getByText('1:01.5')).toBeTruthy();
    expect(screen.getByText('81%')).toBeTruthy();
    expect(screen.getByText('+$1,342')).toBeTruthy();
    expect(screen.getByText('+444 XP')).toBeTruthy();
    const lines = screen.getByRole('list', { name: 'Bonuses' });
    expect(lines.textContent).toContain('1st place+$600+120 XP');
    expect(screen.getByText(/You reached level 2/)).toBeTruthy();
    expect(screen.getByTestId('race-result').dataset.raceId).toBe('77');
    fireEvent.click(screen.getByRole('button', { name: /Race Again/ }));
    expect(onRaceAgain).toHaveBeenCalledTimes(1);
  });

  it('no level-up banner without a new level; the button is inert in view-only mode', () => {
    const onRaceAgain = vi.fn();
    wrap(
      <ResultsView
        result={result({ place: 4, levelAfter: 1, levelBefore: 1 })}
        standings={[]}
        experience={null}
        raceAgainLabel="Race Again"
        viewOnly
        onRaceAgain={onRaceAgain}
      />,
    );
    expect(screen.queryByText(/Level up!/)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Solid race!' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Race Again/ }));
    expect(onRaceAgain).not.toHaveBeenCalled();
  });

  it("lists every racer's place, speed and time, the personal best and the XP bar", () => {
    wrap(
      <ResultsView
        result={result({ place: 2, wpm: 61.3, personalBest: 58 })}
        standings={[
          {
            id: 'b',
            name: 'Zippy',
            isBot: true,
            isYou: false,
            finish: { place: 1, speed: 70.04, timeMs: 41_200 },
          },
          {
            id: 'me',
            name: 'Sam',
            isBot: false,
            isYou: true,
            finish: { place: 2, speed: 61.3, timeMs: 47_900 },
          },
          { id: 'c', name: 'Slowpoke', isBot: true, isYou: false, finish: null },
        ]}
        experience={600 + 350}
        raceAgainLabel="Race Again"
        viewOnly={false}
        onRaceAgain={vi.fn()}
      />,
    );
    const rows = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      '1stZippyBot70 WPM0:41.2',
      '2ndYou61.3 WPM0:47.9',
      '–SlowpokeBot–Still racing',
    ]);
    expect(screen.getByText('New personal best! Your old best was 58 WPM.')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Experience toward level 3' });
    expect(bar.getAttribute('aria-valuenow')).toBe('350');
    expect(bar.getAttribute('aria-valuemax')).toBe('700');
  });

  it('shows a best that stands, and no XP bar or standings for a lone guest', () => {
    const { unmount } = wrap(
      <ResultsView
        result={result({ wpm: 40, personalBest: 58 })}
        standings={[]}
        experience={10}
        raceAgainLabel="Race Again"
        viewOnly={false}
        onRaceAgain={vi.fn()}
      />,
    );
    expect(screen.getByText('Your personal best: 58 WPM.')).toBeTruthy();
    unmount();
    wrap(
      <ResultsView
        result={result()}
        standings={[]}
        experience={null}
        raceAgainLabel="Race Again"
        viewOnly={false}
        onRaceAgain={vi.fn()}
      />,
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('table', { name: 'Standings' })).toBeNull();
  });

  it('headlines by place', () => {
    expect(headline(1, 5)).toBe('Victory!');
    expect(headline(3, 5)).toBe('On the podium!');
    expect(headline(5, 5)).toBe('You made it to the line!');
    expect(headline(1, 1)).toBe('Finished!');
  });

  it('a disqualification shows its message', () => {
    wrap(
      <DisqualifiedView
        message="Typing faster than humanly possible."
        raceAgainLabel="Race Again"
        viewOnly={false}
        onRaceAgain={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Typing faster than humanly possible.');
  });
});

describe('QualifyingSave', () => {
  const registered = (userID: number) => {
    const user = { ...defaultUser(), loggedIn: true, userID, username: 'speedy', avgSpeed: 48.2 };
    return { user, token: userToken(userID, NOW_S) };
  };

  async function register() {
    wrap(<QualifyingSave result={result()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Create Free Account' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'speedy' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /I accept the/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    return dialog;
  }

  it('registering keeps the qualifying race, then saves it and refreshes the user', async () => {
    const { user, token } = registered(9);
    handler = (call) => {
      if (call.url.endsWith('/auth/register/username'))
        return ok({ user, serverTime: NOW_S }, token);
      if (call.url.endsWith('/race/save-qualifying')) return ok({ user: { ...user, money: 1342 } });
      return fail(404, 'X', 'nope');
    };
    await register();
    await screen.findByText('Result saved!');
    const registerCall = calls.find((c) => c.url.endsWith('/auth/register/username'))!;
    expect(registerCall.body).toMatchObject({ qualifying: true, avgSpeed: 48.2, avgAcc: 96.4 });
    const save = calls.find((c) => c.url.endsWith('/race/save-qualifying'))!;
    expect(save.body).toEqual({ speed: 48.2, accuracy: 96.4 });
    expect(getSession().user.money).toBe(1342);
    expect(getSession().user.loggedIn).toBe(true);
  });

  it('a failed save alerts the SPEC §8 message', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user, token } = registered(10);
    handler = (call) => {
      if (call.url.endsWith('/auth/register/username'))
        return ok({ user, serverTime: NOW_S }, token);
      return fail(400, 'BAD_REQUEST', 'nope');
    };
    await register();
    await waitFor(() => expect(alert).toHaveBeenCalledWith(QUALIFYING_SAVE_ERROR));
    expect(screen.queryByText('Result saved!')).toBeNull();
  });

  it('is not offered for a race that was not a guest qualifying race', () => {
    wrap(<QualifyingSave result={result({ qualifying: false })} />);
    expect(screen.queryByText(/Save your result/)).toBeNull();
  });
});

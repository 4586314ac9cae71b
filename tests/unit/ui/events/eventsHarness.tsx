// The events tests' shared rig: an event car, an app session whose fake server answers GET /events,
// and a render on the typing site at a given path.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

import type { EventView } from '../../../../src/domain/contracts/eventEndpoints';
import { SITES } from '../../../../src/domain/site';
import type { User } from '../../../../src/domain/user';
import { SiteProvider } from '../../../../src/ui/site';
import { createSession, setAppSession } from '../../../../src/ui/stores/sessionStore';
import { fakeFetch } from '../../net/fakeFetch';
import { racer, routes } from '../shop/shopHarness';

export const eventCar = (
  over: Partial<EventView['cars'][number]> = {},
): EventView['cars'][number] => ({
  carID: 52,
  name: 'Glowworm',
  src: '/assets/cars/glowworm.svg',
  rarity: 'uncommon',
  price: 45_000,
  srlID: 1_009_052,
  owned: false,
  current: false,
  ...over,
});

/** Installs the app session: its server answers GET /events with `answer`; signed in as `user`. */
export function eventsSession(answer: () => Response, user: User | null = racer()) {
  const { fetch, calls } = fakeFetch(routes({ 'GET /events': answer }));
  const session = createSession({
    storage: null,
    document: null,
    fetch,
    navigate: vi.fn(),
    alert: vi.fn(),
  });
  if (user) session.store.getState().refreshUser(user);
  setAppSession(session);
  return calls;
}

/** Renders `children` on the typing site with the location at `path`. */
export function renderAt(path: string, children: ReactNode) {
  const { hook } = memoryLocation({ path });
  render(
    <SiteProvider site={SITES.typing}>
      <Router hook={hook}>{children}</Router>
    </SiteProvider>,
  );
}

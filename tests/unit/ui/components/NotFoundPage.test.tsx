import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

import { SITES } from '../../../../src/domain/site';
import { NotFoundPage } from '../../../../src/ui/pages/errors/NotFoundPage';
import { AppRoutes } from '../../../../src/ui/routes';
import { SiteProvider } from '../../../../src/ui/site';

afterEach(cleanup);

function renderAt(path: string, element: React.ReactNode) {
  const location = memoryLocation({ path, record: true });
  render(
    <SiteProvider site={SITES.typing}>
      <Router hook={location.hook}>{element}</Router>
    </SiteProvider>,
  );
  return location;
}

describe('404 page', () => {
  it('asks if the racer is lost and offers the way home', () => {
    renderAt('/nowhere', <NotFoundPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Oops! Are you lost, racer?' }),
    ).toBeTruthy();
    const home = screen.getByRole('link', { name: 'Back To Homepage' });
    expect(home.getAttribute('href')).toBe('/');
    expect(document.title).toBe('Oops! Are you lost, racer? | Nitro Race');
  });

  it('is what the router shows for an unknown path, and Back To Homepage navigates to /', () => {
    const location = renderAt('/definitely/not/a/page', <AppRoutes />);
    screen.getByRole('link', { name: 'Back To Homepage' }).click();
    expect(location.history?.at(-1)).toBe('/');
  });

  it('is not shown for the Teacher Portal and the class pages, which are open', async () => {
    renderAt('/teachers', <AppRoutes />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Teacher Portal' }, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.queryByText('Oops! Are you lost, racer?')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Not open yet' })).toBeNull();
    cleanup();
    renderAt('/class/join/1234567', <AppRoutes />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Join your class' }, { timeout: 8000 }),
    ).toBeTruthy();
  });
});

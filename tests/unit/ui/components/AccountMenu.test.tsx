// The account dropdown follows the menu button pattern; these drive it with the keyboard only.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

import { AccountMenu } from '../../../../src/ui/layout/AccountMenu';

afterEach(cleanup);

function renderMenu(onLogout = vi.fn()) {
  const { hook } = memoryLocation({ path: '/garage' });
  render(
    <Router hook={hook}>
      <AccountMenu name="Speedy Sam" username="speedy sam" onLogout={onLogout} />
      <button type="button">Elsewhere</button>
    </Router>,
  );
  const trigger = screen.getByRole('button', { name: /Speedy Sam/ });
  return { trigger, onLogout };
}

const items = () => screen.getAllByRole('menuitem');

describe('AccountMenu keyboard behaviour', () => {
  it('starts closed', () => {
    const { trigger } = renderMenu();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it.each(['Enter', ' ', 'ArrowDown'])('opens on %j and focuses the first item', (key) => {
    const { trigger } = renderMenu();
    trigger.focus();
    fireEvent.keyDown(trigger, { key });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('menu').id).toBe(trigger.getAttribute('aria-controls'));
    expect(items().map((item) => item.textContent)).toEqual([
      'My Settings',
      'My Stats',
      'My Public Profile',
      'Support',
      'Logout',
    ]);
    expect(document.activeElement).toBe(items()[0]);
  });

  it('opens on ArrowUp at the last item', () => {
    const { trigger } = renderMenu();
    fireEvent.keyDown(trigger, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toBe('Logout');
  });

  it('moves with the arrows, wraps around, and jumps with Home and End', () => {
    const { trigger } = renderMenu();
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    const menu = screen.getByRole('menu');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('My Stats');
    fireEvent.keyDown(menu, { key: 'End' });
    expect(document.activeElement?.textContent).toBe('Logout');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('My Settings');
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toBe('Logout');
    fireEvent.keyDown(menu, { key: 'Home' });
    expect(document.activeElement?.textContent).toBe('My Settings');
  });

  it('closes on Escape and gives focus back to the trigger', () => {
    const { trigger } = renderMenu();
    fireEvent.keyDown(trigger, { key: 'Enter' });
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger);
  });

  it('closes on Tab and on a click outside', () => {
    const { trigger } = renderMenu();
    fireEvent.keyDown(trigger, { key: 'Enter' });
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Tab' });
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.keyDown(trigger, { key: 'Enter' });
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('links to the account pages, encoding the username', () => {
    const { trigger } = renderMenu();
    fireEvent.keyDown(trigger, { key: 'Enter' });
    const href = (name: string) => screen.getByRole('menuitem', { name }).getAttribute('href');
    expect(href('My Settings')).toBe('/profile');
    expect(href('My Stats')).toBe('/stats');
    expect(href('My Public Profile')).toBe('/racer/speedy%20sam');
    expect(href('Support')).toBe('/support');
  });

  it('logs out from the Logout item and closes', () => {
    const { trigger, onLogout } = renderMenu();
    fireEvent.keyDown(trigger, { key: 'ArrowUp' });
    fireEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('keeps items out of the Tab order (arrows move between them)', () => {
    const { trigger } = renderMenu();
    fireEvent.keyDown(trigger, { key: 'Enter' });
    for (const item of items()) expect(item.getAttribute('tabindex')).toBe('-1');
  });
});

// The gold sale modal as rendered: the XMaxx Sale form (sale price, struck-through price, cash in
// K), the lifetime member's 'Get Gold for a Friend', the renewal prompt, staying away on quiet
// pages and behind another dialog, and the stored next showing. Time is passed in.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

import { XMAXX_SALE } from '../../../../src/domain/payments/goldSales';
import { DAY_SECONDS } from '../../../../src/domain/time';
import { modalOpened } from '../../../../src/ui/components/openModals';
import { goldSaleMemoryKey } from '../../../../src/ui/payments/goldSaleMemory';
import { GoldSaleModal } from '../../../../src/ui/payments/GoldSaleModal';

type Viewer = Parameters<typeof GoldSaleModal>[0]['user'];

const IN_XMAXX = Date.UTC(2022, 11, 10, 12) / 1000;
const LATER = Date.UTC(2026, 2, 10, 12) / 1000;
const basic: Viewer = {
  userID: 7,
  loggedIn: true,
  membership: 'basic',
  goldUntil: null,
  goldExpired: false,
  memberDays: 5,
  lastLogin: IN_XMAXX - DAY_SECONDS,
};

function show(user: typeof basic, nowSeconds: number, path = '/garage') {
  const { hook } = memoryLocation({ path });
  return render(
    <Router hook={hook}>
      <GoldSaleModal user={user} pathname={path} nowSeconds={nowSeconds} tzOffsetMinutes={0} />
    </Router>,
  );
}
const dialog = () => screen.queryByRole('dialog', { name: 'Unlock Nitro Gold' });

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

describe('GoldSaleModal', () => {
  it('offers the XMaxx Sale with its price, the usual price and the cash in K', () => {
    show(basic, IN_XMAXX);
    expect(dialog()).not.toBeNull();
    expect(screen.getByText('XMaxx Sale: up to 30% off')).toBeTruthy();
    const offer = screen.getByText(/One year of Nitro Gold for/);
    expect(offer.textContent).toBe('One year of Nitro Gold for $27.99 $39.99, with $500K cash.');
    expect(screen.getByLabelText('was $39.99')).toBeTruthy();
    expect(screen.getByText('Limited time: ends Dec 31.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade to Gold!' }).getAttribute('href')).toBe(
      '/store/gold',
    );
  });

  it("gives a lifetime member who has not been back since the sale began 'Get Gold for a Friend'", () => {
    const lifetime: Viewer = { ...basic, membership: 'gold', goldUntil: null };
    show({ ...lifetime, lastLogin: IN_XMAXX - DAY_SECONDS }, IN_XMAXX);
    expect(dialog()).toBeNull();
    cleanup();
    show({ ...lifetime, lastLogin: XMAXX_SALE.startStamp - DAY_SECONDS }, IN_XMAXX);
    const link = screen.getByRole('link', { name: 'Get Gold for a Friend' });
    expect(link.getAttribute('href')).toBe('/friends');
  });

  it('prompts a gold member whose gold ends within 60 days to renew', () => {
    show({ ...basic, membership: 'gold', goldUntil: LATER + 20 * DAY_SECONDS }, LATER);
    expect(screen.getByText(/Your Nitro Gold is running out/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Renew Your Membership' })).toBeTruthy();
  });

  it('stores the next showing and stays away until then', () => {
    show(basic, LATER);
    expect(dialog()).not.toBeNull();
    const stored = JSON.parse(window.localStorage.getItem(goldSaleMemoryKey(7))!);
    expect(stored.nextShow).toBe(Date.UTC(2026, 2, 10, 17) / 1000);
    cleanup();
    show(basic, LATER + 3600);
    expect(dialog()).toBeNull();
  });

  it('does not show on race or store pages, to a new account, or over another dialog', () => {
    show(basic, LATER, '/race');
    show(basic, LATER, '/store/gold');
    show({ ...basic, memberDays: 2 }, LATER);
    expect(dialog()).toBeNull();
    const close = modalOpened();
    show(basic, LATER);
    expect(dialog()).toBeNull();
    close();
    expect(window.localStorage.getItem(goldSaleMemoryKey(7))).toBeNull();
  });
});

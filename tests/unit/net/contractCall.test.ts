// The client calls endpoints through their contracts: the path and its parameters, the query and
// the body come from the contract, and in development and tests a response that drifts from the
// contract's schema is an error, not a silently wrong screen.
import { describe, expect, it, vi } from 'vitest';

import { contentEndpoints } from '../../../src/domain/contracts/contentEndpoints';
import { garageEndpoints } from '../../../src/domain/contracts/garageEndpoints';
import { createApiClient } from '../../../src/net/apiClient';
import { createMemoryTokenStore } from '../../../src/net/token';
import { fakeFetch, ok, type Handler } from './fakeFetch';

function client(handler: Handler, checkResponses?: boolean) {
  const { fetch, calls } = fakeFetch(handler);
  const drifts: string[] = [];
  const api = createApiClient({
    fetch,
    tokenStore: createMemoryTokenStore(null),
    onResponseDrift: (message) => drifts.push(message),
    ...(checkResponses === undefined ? {} : { checkResponses }),
  });
  /** The drifts reported once the checks (which load the schemas on demand) have run. */
  const reported = async () => {
    await vi.waitFor(() => expect(drifts.length).toBeGreaterThan(0));
    return drifts;
  };
  return { api, calls, drifts, reported };
}

describe('calls through a contract', () => {
  it("fills and encodes the path's parameters and sends the contract's method and body", async () => {
    const { api, calls } = client(() => ok({ news: validNews }));
    await api.call(contentEndpoints.newsItem, { params: { id: 'a/b c' } });
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/v2/news/a%2Fb%20c' });

    const buy = client(() => ok({ type: 'car', id: 3, user: validUser }));
    await buy.api.call(garageEndpoints.buyFromDealership, {
      params: { id: -1 },
      body: { hueAngle: 90 },
    });
    expect(buy.calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/v2/loot/dealership/-1/buy',
      body: { hueAngle: 90 },
    });
  });

  it('sends the query and resolves with the results the schema parsed', async () => {
    const { api, calls } = client(() => ok({ news: [validNews] }));
    const results = await api.call(contentEndpoints.news, { query: { limit: 1 } });
    expect(calls[0]?.url).toBe('/api/v2/news?limit=1');
    expect(results.news[0]?.slug).toBe('hello-world');
  });

  it('checks responses in tests by default: a drifted one is reported, naming the field', async () => {
    const drifted = { news: [{ ...validNews, createdStamp: 'yesterday' }] };
    const news = client(() => ok(drifted));
    await news.api.call(contentEndpoints.news);
    expect(await news.reported()).toEqual([
      expect.stringMatching(/GET \/news answered outside its contract: news\.0\.createdStamp/),
    ]);
    const user = client(() => ok({ user: { ...validUser, money: '5' } }));
    await user.api.call(garageEndpoints.equip, { body: [{ type: 'car', id: 1 }] });
    expect((await user.reported())[0]).toMatch(/user\.money/);
  });

  it('reports nothing for a response within its contract', async () => {
    const { api, drifts } = client(() => ok({ news: [validNews] }));
    await api.call(contentEndpoints.news);
    await import('../../../src/domain/contracts/responses');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(drifts).toEqual([]);
  });

  it('passes the payload through unchecked when checks are off (production builds)', async () => {
    const drifted = { news: [{ ...validNews, createdStamp: 'yesterday' }] };
    const { api, drifts } = client(() => ok(drifted), false);
    await expect(api.call(contentEndpoints.news)).resolves.toEqual(drifted);
    await import('../../../src/domain/contracts/responses');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(drifts).toEqual([]);
  });
});

const validNews = {
  id: 1,
  slug: 'hello-world',
  title: 'Hello',
  summary: 'First post',
  body: 'Welcome.',
  author: 'Staff',
  createdStamp: 1_700_000_000,
};

const validUser = {
  loggedIn: true,
  accountType: 'user',
  membership: 'basic',
  userID: 7,
  username: 'racer',
  displayName: 'Racer',
  money: 100,
  nitros: 0,
  level: 1,
  experience: 0,
  carID: 9,
  carHueAngle: 0,
  garage: ['9'],
  cars: [[9, 'owned', 0]],
};

// Tokens signed with the real key but unsound claims: session, guest socket and cross-site handoff.
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { GUEST_TOKEN_TTL_SECONDS, HANDOFF_TTL_SECONDS } from '../../src/server/security/tokens';
import { register, startTestServer, testDatabases, uniqueName, type TestServer } from './harness';
import { guestToken, listenRealtime, RealtimeClient } from './realtimeHarness';

describe.each(testDatabases)('token claims on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server?.close());

  describe('token claims', () => {
    const key = () => new TextEncoder().encode(server.services.secrets.jwtSecret);
    const now = () => server.clock.nowSeconds();
    interface Forge {
      claims: Record<string, unknown>;
      sub?: string;
      iss?: string;
      iat?: number;
      exp?: number;
      jti?: string;
    }
    /** A token signed with the server's real key, with exactly the claims given. */
    const forge = ({ claims, sub, iss, iat, exp, jti }: Forge) => {
      let jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' });
      if (sub !== undefined) jwt = jwt.setSubject(sub);
      if (iss !== undefined) jwt = jwt.setIssuer(iss);
      if (iat !== undefined) jwt = jwt.setIssuedAt(iat);
      if (exp !== undefined) jwt = jwt.setExpirationTime(exp);
      if (jti !== undefined) jwt = jwt.setJti(jti);
      return jwt.sign(key());
    };
    /** Each way a token can be wrong about its times or issuer, from a sound one. */
    const variants = (sound: Forge, maxLifetime: number): [string, Forge][] => [
      ['no exp', { ...sound, exp: undefined }],
      ['no iat', { ...sound, iat: undefined }],
      ['an iat an hour ahead', { ...sound, iat: now() + 3600, exp: now() + 3600 + 30 }],
      ['a lifetime past the limit', { ...sound, exp: sound.iat! + maxLifetime + 3600 }],
      ['no sub', { ...sound, sub: undefined }],
      ['no iss', { ...sound, iss: undefined }],
    ];

    it('refuses session tokens without sound claims with invalid-jwt', async () => {
      const { userID } = (await register(server.app, uniqueName())).json().results.user;
      const sound: Forge = {
        claims: { userID, tv: 0, sid: 'forged-session' },
        sub: String(userID),
        iss: 'nitro-race',
        iat: now(),
        exp: now() + 600,
      };
      const session = (token: string) =>
        server.app.inject({
          method: 'GET',
          url: '/api/v2/auth/session',
          headers: { authorization: `Bearer ${token}` },
        });
      // The sound one passes, so each refusal below is about the one claim changed.
      expect((await session(await forge(sound))).statusCode).toBe(200);
      const cases = [
        ...variants(sound, server.services.config.tokenTtl),
        ['a lifetime of 10 years', { ...sound, exp: now() + 10 * 365 * 86400 }],
        ['no sid', { ...sound, claims: { userID, tv: 0 } }],
      ] as [string, Forge][];
      for (const [what, claims] of cases) {
        const res = await session(await forge(claims));
        expect(res.statusCode, what).toBe(401);
        expect(res.json().code, what).toBe('invalid-jwt');
      }
    });

    it('refuses guest socket tokens without sound claims with invalid-session', async () => {
      const { guestID } = await guestToken(server.app);
      const sound: Forge = {
        claims: { guestID },
        sub: `guest:${guestID}`,
        iss: 'nitro-race',
        iat: now(),
        exp: now() + 600,
      };
      const url = await listenRealtime(server.apps.math);
      const ok = await RealtimeClient.connect(url, { token: await forge(sound) });
      ok.send({ channel: 'player-checkin', type: 'checkin', data: { path: '/race' } });
      expect((await ok.next('checkin')).data).toEqual({ ok: true });
      await ok.close();
      for (const [what, claims] of variants(sound, GUEST_TOKEN_TTL_SECONDS)) {
        const client = await RealtimeClient.connect(url, { token: await forge(claims) });
        expect((await client.error()).data.type, what).toBe('invalid-session');
        expect((await client.closed).code, what).toBe(4001);
      }
    });

    it('refuses cross-site handoff tokens without sound claims', async () => {
      const { userID } = (await register(server.app, uniqueName())).json().results.user;
      const sound: Forge = {
        claims: { userID, app: 'math', purpose: 'cross-site', sid: 'login-one', tv: 0 },
        sub: `handoff:${userID}`,
        iss: 'nitro-race',
        iat: now(),
        exp: now() + 60,
      };
      const land = async (claims: Forge) =>
        server.apps.math.inject({
          url: `/api/v2/auth/cross-site/math?token=${await forge(claims)}&redirect=/play`,
        });
      expect((await land({ ...sound, jti: 'sound-one' })).statusCode).toBe(200);
      const cases: [string, Forge][] = [
        ...variants({ ...sound, jti: 'forged' }, HANDOFF_TTL_SECONDS),
        ['no jti', sound],
        // A handoff must name the login it continues (so that login's logout ends it too).
        [
          'no sid',
          {
            ...sound,
            jti: 'no-sid',
            claims: { userID, app: 'math', purpose: 'cross-site', tv: 0 },
          },
        ],
        [
          'no tokenVersion',
          {
            ...sound,
            jti: 'no-tv',
            claims: { userID, app: 'math', purpose: 'cross-site', sid: 'x' },
          },
        ],
        ['an old tokenVersion', { ...sound, jti: 'old-tv', claims: { ...sound.claims, tv: -1 } }],
      ];
      for (const [what, claims] of cases) {
        const res = await land(claims);
        expect(res.statusCode, what).toBe(302);
        expect(res.headers.location, what).toBe('/login#cross-site-expired');
      }
    });
  });
});

// Every string a client sends goes through contracts/text.ts: a control character in any string
// field of any request body or socket frame is refused by the schema (a NUL used to reach the
// database and fail there with a 500).
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import {
  loginBody,
  registerBody,
  resetPasswordBody,
  resetPasswordChangeBody,
  validateCaptchaBody,
} from '../../../../src/domain/contracts/auth';
import { arrangeCarsBody, buyBody, equipBody } from '../../../../src/domain/contracts/garage';
import { displayNameSchema } from '../../../../src/domain/contracts/settings';
import { bugReportBody } from '../../../../src/domain/contracts/support';
import {
  CONTROL_CHARACTERS_MESSAGE,
  INVISIBLE_CHARACTERS_MESSAGE,
  isOneLineText,
  multilineText,
  text,
} from '../../../../src/domain/contracts/text';
import { clientFrame } from '../../../../src/domain/realtime/protocol';
import { teamNameSchema } from '../../../../src/domain/teams/teamBody';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Every path to a string in `value`. */
function stringPaths(value: Json, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringPaths(item, [...path, i]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
  return [];
}

function withStringAt(
  value: Json,
  path: (string | number)[],
  replace: (s: string) => string,
): Json {
  if (path.length === 0) return replace(value as string);
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(value))
    return value.map((item, i) => (i === head ? withStringAt(item, rest, replace) : item));
  const record = value as Record<string, Json>;
  return { ...record, [head]: withStringAt(record[head] as Json, rest, replace) };
}

const insert = (c: string) => (s: string) =>
  s.length > 1 ? `${s.slice(0, 1)}${c}${s.slice(1)}` : `${s}${c}`;

const hash = 'a'.repeat(40);
const samples: [string, z.core.$ZodType, Json][] = [
  [
    'register',
    registerBody,
    {
      username: 'racer_one',
      password: 'correct-horse',
      email: 'racer@example.org',
      captchaToken: 'token',
      acceptPolicy: 'on',
      receiveContact: 'on',
      tz: 'Europe/Paris',
      raceSounds: 'all',
    },
  ],
  [
    'login',
    loginBody,
    {
      username: 'racer_one',
      password: 'correct-horse',
      captchaToken: 't',
      authCode: '123456',
      tz: 'UTC',
    },
  ],
  ['reset-password', resetPasswordBody, { email: 'racer@example.org' }],
  [
    'reset-password/change',
    resetPasswordChangeBody,
    { newPassword: 'new-password', newPassword2: 'new-password', userID: 1, hash },
  ],
  ['validate-captcha', validateCaptchaBody, { token: 'abc' }],
  [
    'report-bug',
    bugReportBody,
    {
      category: 'gameplay',
      summary: 'The car stops',
      details: 'After the second lap it stops.',
      email: 'racer@example.org',
      pageUrl: '/race',
    },
  ],
  ['arrange-cars', arrangeCarsBody, { garage: ['1', '2', ''] }],
  ['equip', equipBody, [{ id: 3, type: 'trail' }]],
  ['buy', buyBody, { password: 'secret', accountType: 'free' }],
  [
    'join frame',
    clientFrame,
    {
      channel: 'race-server',
      type: 'join',
      data: { kind: 'friend', host: 'racer_one', lessonID: 'add-1' },
    },
  ],
  [
    'finish frame (typing)',
    clientFrame,
    {
      channel: 'race-server',
      type: 'finish',
      data: {
        log: [
          { type: 'key', ms: 10, data: 'a' },
          { type: 'nitro', ms: 20, data: 'word ' },
        ],
      },
    },
  ],
  [
    'finish frame (math)',
    clientFrame,
    {
      channel: 'race-server',
      type: 'finish',
      data: { answers: [{ type: 'answer', ms: 10, data: '12' }] },
    },
  ],
  [
    'settings frame',
    clientFrame,
    { channel: 'race-server', type: 'settings', data: { scoringMode: 'casual' } },
  ],
  [
    'chat frame',
    clientFrame,
    { channel: 'race-server', type: 'chat', data: { message: 'gg all' } },
  ],
  [
    'checkin frame',
    clientFrame,
    { channel: 'player-checkin', type: 'checkin', data: { path: '/garage' } },
  ],
];

describe('control characters in contracts and frames', () => {
  it.each(samples)('the %s sample itself is valid', (_name, schema, sample) => {
    expect(z.safeParse(schema, sample).success).toBe(true);
  });

  // The literal fields (channel, type, enums) fail whatever is inserted; the free-text fields
  // fail only because of the text rule, which is what this guards.
  it.each(samples)(
    'refuses a NUL, ESC or DEL in every string of the %s sample',
    (_n, schema, sample) => {
      for (const path of stringPaths(sample)) {
        for (const c of ['\u0000', '\u001b', '\u007f', '\u0085', '\ud800']) {
          const bad = withStringAt(sample, path, insert(c));
          expect(
            z.safeParse(schema, bad).success,
            `${path.join('.')} with U+${c.charCodeAt(0).toString(16)}`,
          ).toBe(false);
        }
      }
    },
  );

  it('allows newlines and tabs only in multi-line text', () => {
    expect(z.safeParse(multilineText(), 'one\n\ttwo\r\nthree').success).toBe(true);
    expect(z.safeParse(multilineText(), 'one\u0000two').success).toBe(false);
    expect(z.safeParse(multilineText(), 'one\u000btwo').success).toBe(false);
    const oneLine = z.safeParse(text(), 'one\ntwo');
    expect(oneLine.success).toBe(false);
    expect(oneLine.error?.issues[0]?.message).toBe(CONTROL_CHARACTERS_MESSAGE);
  });

  it('keeps ordinary text, accents and emoji (surrogate pairs) in one line', () => {
    for (const ok of ['Zoë’s car 🚗', 'ÆØÅ 漢字', '👩‍👩‍👧 family', ''])
      expect(isOneLineText(ok), ok).toBe(true);
    for (const bad of ['a\u2028b', 'a\u202Eb', 'a\u2066b', 'tab\there', '\ud83d'])
      expect(isOneLineText(bad), JSON.stringify(bad)).toBe(false);
  });

  it('refuses names made to read as another name, or as nothing (team names, display names)', () => {
    const invisible = ['Nit\u200Bro', 'Nitro\u200D', '\u00ADNitro', 'Ni\u2060tro', 'Ni\uFEFFtro'];
    const blank = [
      '\u3164\u3164\u3164',
      'Nitro\u3164',
      '\u115F\u1160ab',
      '\uFFA0\uFFA0x',
      'ab\u2800',
    ];
    for (const schema of [teamNameSchema, displayNameSchema]) {
      for (const bad of [...invisible, ...blank]) {
        const parsed = z.safeParse(schema, bad);
        expect(parsed.success, JSON.stringify(bad)).toBe(false);
        expect(parsed.error?.issues.map((i) => i.message)).toContain(INVISIBLE_CHARACTERS_MESSAGE);
      }
      for (const ok of ['Nitro Kings', 'Zoë Racers', 'Équipe 漢字']) {
        expect(z.safeParse(schema, ok).success, ok).toBe(true);
      }
    }
  });
});

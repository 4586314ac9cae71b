// The realtime edge's short cuts must answer exactly what the general path answers: the progress
// report read without JSON.parse, the compact inbound line, and the shared outbound decoding.
import { describe, expect, it } from 'vitest';

import { clientFrame } from '../../domain/realtime/protocol';
import { parseUpdateText } from './frames';
import { decodeInbound, decodeOutbound, encodeInbound, encodeOutbound } from './roomWire';

const update = (typed: string, errors: string) =>
  `{"channel":"race-server","type":"update","data":{"typed":${typed},"errors":${errors}}}`;

/** What the schema makes of a text (null: refused or not JSON). */
function schemaReading(text: string) {
  try {
    const parsed = clientFrame.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

describe('parseUpdateText', () => {
  it('reads the progress report our client writes', () => {
    expect(parseUpdateText(update('42', '3'))).toEqual({
      channel: 'race-server',
      type: 'update',
      data: { typed: 42, errors: 3 },
    });
    expect(parseUpdateText(update('0', '0'))?.data).toEqual({ typed: 0, errors: 0 });
    expect(parseUpdateText(update('2000', '10000'))?.data).toEqual({ typed: 2000, errors: 10000 });
  });

  it('leaves anything else to the schema', () => {
    const others = [
      update('2001', '0'),
      update('0', '10001'),
      update('-1', '0'),
      update('01', '0'),
      update('00', '0'),
      update('1.5', '0'),
      update('1e3', '0'),
      update('123456', '0'),
      update('"5"', '0'),
      update('5', '0') + ' ',
      update('5', '0').replace('}}', ',"x":1}}'),
      update('5', '0').replace('"typed"', '"typed" '),
      '{"type":"update","channel":"race-server","data":{"typed":5,"errors":0}}',
      '{"channel":"race-server","type":"update","data":{"errors":0,"typed":5}}',
      '{"channel":"race-server","type":"update","data":{"typed":5}}',
      '{"channel":"race-server","type":"update","data":{"typed":5,"errors":0}',
    ];
    for (const text of others) expect(parseUpdateText(text), text).toBeNull();
  });

  it('never reads a text differently from the schema', () => {
    // Every text the short cut accepts, the schema accepts as the same frame; a seeded walk over
    // numbers and one-character damage to the canonical text.
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    const alphabet = '0123456789-+.e"{}, x';
    let accepted = 0;
    for (let i = 0; i < 3000; i += 1) {
      let text = update(String(next() % 2100), String(next() % 10100));
      if (i % 2 === 1) {
        const at = next() % text.length;
        text = text.slice(0, at) + alphabet[next() % alphabet.length] + text.slice(at + 1);
      }
      const fast = parseUpdateText(text);
      if (fast) {
        accepted += 1;
        expect(fast, text).toEqual(schemaReading(text));
      }
    }
    expect(accepted).toBeGreaterThan(1000);
  });
});

describe('inbound wire', () => {
  it('writes a progress report as a line of its own and reads it back', () => {
    const message = {
      t: 'input' as const,
      racerID: 'racer-1',
      frame: {
        channel: 'race-server' as const,
        type: 'update' as const,
        data: { typed: 17, errors: 2 },
      },
    };
    const text = encodeInbound(message);
    expect(text).toBe('u 17 2 racer-1');
    expect(decodeInbound(text)).toEqual(message);
  });

  it('keeps JSON for everything else and refuses a broken line', () => {
    const nitro = {
      t: 'input' as const,
      racerID: 'r',
      frame: { channel: 'race-server' as const, type: 'nitro' as const, data: {} },
    };
    expect(decodeInbound(encodeInbound(nitro))).toEqual(nitro);
    expect(decodeInbound(encodeInbound({ t: 'leave', racerID: 'r' }))).toEqual({
      t: 'leave',
      racerID: 'r',
    });
    expect(decodeInbound('u 17 racer-1')).toBeNull();
    expect(decodeInbound('u x 2 racer-1')).toBeNull();
    expect(decodeInbound('u 1 2 ')).toBeNull();
  });
});

describe('outbound wire', () => {
  it('hands every member of a broadcast the same decoding', () => {
    const text = encodeOutbound('all', '', '{"channel":"race-server"}');
    const first = decodeOutbound(text);
    expect(first).toEqual({ kind: 'all', racerID: '', payload: '{"channel":"race-server"}' });
    expect(decodeOutbound(text)).toBe(first);
    const other = decodeOutbound(encodeOutbound('to', 'r2', '{}'));
    expect(other).toEqual({ kind: 'to', racerID: 'r2', payload: '{}' });
  });
});

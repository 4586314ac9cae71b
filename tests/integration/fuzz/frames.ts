// Hostile realtime frames from valid ones: mutated JSON (the same mutator as the REST bodies),
// unknown types and channels, text that is not JSON, binary frames, control characters. Each
// mutant says whether the protocol accepts it, by the protocol's own schema, so the suite knows
// which frames the server must answer with a bad-frame error.
import { pick, type Rng } from '../../../src/domain/random';
import { clientFrame, PING, PONG, type ClientFrame } from '../../../src/domain/realtime/protocol';
import { MAX_FRAME_BYTES } from '../../../src/server/realtime/socketEndpoint';
import { mutateJson } from './mutateJson';
import { int, nastyString, type Json } from './nasty';

export type FrameMutant =
  | { kind: 'text'; text: string; valid: boolean }
  | { kind: 'binary'; data: Buffer; valid: false }
  /** Over the socket's frame limit: the server closes the socket (1009), as designed. */
  | { kind: 'oversized'; text: string; valid: false };

/** Every message type of the client frame union, read from the schema (none goes unfuzzed). */
export function clientFrameTypes(): string[] {
  const options = (clientFrame as unknown as { _zod: { def: { options: unknown[] } } })._zod.def
    .options as { _zod: { def: { shape: { type: { _zod: { def: { values: string[] } } } } } } }[];
  return options.flatMap((option) => option._zod.def.shape.type._zod.def.values);
}

/** Whether the server must take `text` as a frame (or a heartbeat) rather than refuse it. */
export function acceptedText(text: string): boolean {
  if (text === PING || text === PONG) return true;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return false;
  }
  return clientFrame.safeParse(json).success;
}

const text = (value: string): FrameMutant =>
  Buffer.byteLength(value) > MAX_FRAME_BYTES
    ? { kind: 'oversized', text: value, valid: false }
    : { kind: 'text', text: value, valid: acceptedText(value) };

/** One hostile frame made from the valid `example`. */
export function frameMutant(rng: Rng, example: ClientFrame): FrameMutant {
  const json = JSON.stringify(example);
  const r = rng();
  if (r < 0.62) return text(JSON.stringify(mutateJson(rng, example as unknown as Json)));
  if (r < 0.7) {
    const type = pick(rng, [
      '',
      'JOIN',
      `${example.type} `,
      'error',
      'auth',
      'room',
      'result',
      'ping',
      nastyString(rng),
    ]);
    return text(JSON.stringify({ ...example, type }));
  }
  if (r < 0.77) {
    const channel = pick(rng, [
      null,
      '',
      'race-admin',
      'math-admin',
      'player-notifications',
      'race-server',
      'player-checkin',
      'RACE-SERVER',
      nastyString(rng),
    ]);
    return text(JSON.stringify({ ...example, channel }));
  }
  if (r < 0.86) {
    return text(
      pick(rng, [
        '',
        ' ',
        'hello',
        '\u0000',
        '\u0001\u0002\u0003\u001b',
        `${PING} `,
        PING.toLowerCase(),
        `${PING}\u0000`,
        'null',
        '[]',
        '123',
        '"join"',
        '{',
        json.slice(0, Math.max(1, int(rng, json.length))),
        `${json}\u0000`,
        `${json}${json}`,
        json.replace(/"/g, "'"),
        `\ufeff${json}`,
        nastyString(rng).slice(0, 4000),
      ]),
    );
  }
  if (r < 0.92) {
    const data = pick(rng, [
      Buffer.from(json),
      Buffer.from([0xff, 0xfe, 0x00, 0x01]),
      Buffer.alloc(int(rng, 3000), int(rng, 256)),
    ]);
    return { kind: 'binary', data, valid: false };
  }
  // Big but under the frame limit: long strings and logs past their caps.
  return text(
    JSON.stringify(
      pick(rng, [
        { ...example, data: { message: 'x'.repeat(100_000) } },
        {
          ...example,
          data: {
            log: Array.from({ length: 6000 }, (_, i) => ({ type: 'key', ms: i, data: 'a' })),
          },
        },
        { ...example, pad: '\u0000'.repeat(50_000) },
      ]),
    ),
  );
}

import { describe, expect, it } from 'vitest';

import {
  autologoutTimes,
  checkDeviceClock,
  CLOCK_ERROR_MESSAGE,
  serverTimeOffsetMs,
} from '../../../src/domain/clock';

const server = 1_700_000_000; // seconds

describe('checkDeviceClock (600 s tolerance)', () => {
  it('accepts a device up to 600 s off either way', () => {
    expect(checkDeviceClock((server + 599) * 1000, server)).toEqual({ ok: true, skewSeconds: 599 });
    expect(checkDeviceClock((server + 600) * 1000, server).ok).toBe(true);
    expect(checkDeviceClock((server - 599) * 1000, server).ok).toBe(true);
  });

  it('refuses a device 601 s off and says which way', () => {
    expect(checkDeviceClock((server + 601) * 1000, server)).toEqual({
      ok: false,
      skewSeconds: 601,
      direction: 'ahead',
    });
    expect(checkDeviceClock((server - 601) * 1000, server)).toMatchObject({
      ok: false,
      direction: 'behind',
    });
  });

  it('has the SPEC clock message shape', () => {
    expect(CLOCK_ERROR_MESSAGE).toMatch(
      /^Your Computer's Date\/Time is Incorrect! .*you must set your computer clock correctly\.$/,
    );
  });
});

describe('autologoutTimes', () => {
  it('warns 300 s before exp and logs out at exp, in device time', () => {
    const offset = serverTimeOffsetMs((server - 100) * 1000, server); // device 100 s behind
    expect(offset).toBe(100_000);
    expect(autologoutTimes(server + 3600, offset)).toEqual({
      warnAtMs: (server + 3600 - 100 - 300) * 1000,
      logoutAtMs: (server + 3600 - 100) * 1000,
    });
  });
});

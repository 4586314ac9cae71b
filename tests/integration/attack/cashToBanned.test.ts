// Attack: cash between players around an operator's ban. Gold and the cash hub refuse a racer
// banned by the operators; a script that skips them tries a gold friend sending the banned racer
// cash, and the banned racer sending their (maybe cheated) cash out to another account. Passes
// only while both are refused, nothing moves, and every balance is the sum of its ledger rows.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { users } from '../../../src/server/db/schema';
import { ledgerSums } from '../../../src/server/payments/ledger';
import { findUserById } from '../../../src/server/users/userRepo';
import { startTestServer, testDatabases, type TestServer } from '../harness';
import { ledgerDriver } from '../ledgerHarness';
import { paymentDriver, type Player } from '../paymentsHarness';

describe.each(testDatabases)('attack: cash to and from a banned racer on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server?.close());

  const { player, startCheckout, press } = paymentDriver(() => server);
  const drive = ledgerDriver(() => server);
  const db = () => server.services.storage.db;
  const goldPlayer = async (prefix: string) => {
    const p = await player(prefix);
    await press((await startCheckout(p, 'gold-monthly')).sessionID, 'pay');
    return p;
  };
  const ban = (p: Player) =>
    db().update(users).set({ racingBanned: true }).where(eq(users.userID, p.userID));
  const money = async (p: Player) => (await findUserById(db(), p.userID))!.money;

  it('a banned racer neither receives cash from a friend nor sends theirs out', async () => {
    const friend = await goldPlayer('cbf');
    const cheat = await goldPlayer('cbc');
    const alt = await player('cba');
    await ban(cheat);
    const before = await Promise.all([friend, cheat, alt].map(money));

    const to = await drive.sendCash(friend, cheat, 10_000);
    expect(to.statusCode, to.body).toBe(403);
    expect(to.json()).toMatchObject({ status: 'FAIL', code: 'RECIPIENT_BANNED' });
    const out = await drive.sendCash(cheat, alt, 10_000);
    expect(out.statusCode, out.body).toBe(403);
    expect(out.json()).toMatchObject({ status: 'FAIL', code: 'SENDER_BANNED' });

    await Promise.all([cheat, alt].map((p) => drive.receiveCash(p)));
    expect(await Promise.all([friend, cheat, alt].map(money))).toEqual(before);
    const sums = await ledgerSums(db());
    for (const [i, p] of [friend, cheat, alt].entries())
      expect(sums.get(p.userID) ?? 0).toBe(before[i]);
    // Between two racers in good standing it still goes through.
    expect((await drive.sendCash(friend, alt, 1_000)).statusCode).toBe(200);
  });
});

/** @jest-environment node */
// Crash test: the platform is killed (SIGKILL) during a burst of money commands and started again on
// the same data. Every acknowledged command is in the ledger (its replay answers the same), nothing
// is half-applied (every round has its entry and every entry its round), and the ledger reconciles.
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { MoneyClient, type Answer } from '../../support/money-client';
import { FUNDS_PASSWORD, openWallets, type Wallet } from './money-race';
import { startPlatform } from './platform-process';
import { postgresReachable, testDatabase } from './postgres-test-db';

interface Acked {
  replay(client: MoneyClient): Promise<Answer>;
  answer: Answer;
}

const withoutReplayed = (value: unknown) =>
  value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).filter(([name]) => name !== 'replayed')) : value;

function suite(label: string, setup: () => Promise<{ env: Record<string, string>; cleanup(): Promise<void> }>) {
  it(`keeps every acknowledged bet and nothing half-applied after a SIGKILL (${label})`, async () => {
    const { env, cleanup } = await setup();
    const operatorKey = randomBytes(18).toString('base64url');
    const first = await startPlatform({ ...env, OPERATOR_KEY: operatorKey, LOG_LEVEL: 'warn' });
    const dataDir = first.dataDir;
    try {
      const client = new MoneyClient(first.url, operatorKey);
      const players = await openWallets(client, 'crash', 5, '5000.00');

      const acked: Acked[] = [];
      let sent = 0;
      let stopped = false;
      const spin = (player: Wallet, spinId: string) => (c: MoneyClient) => c.spin(player.playToken, spinId);
      const withdraw = (player: Wallet, key: string) => (c: MoneyClient) =>
        c.encrypted('/wps/v2/transaction/withdraw', { amount: '100.00', bankCardId: player.bankCardId, password: FUNDS_PASSWORD }, { token: player.token, key });
      // Bets on one lane, withdrawals (answered or refused for the day's count) on the other.
      const worker = async (player: Wallet, lane: number) => {
        while (!stopped) {
          const id = `crash-${lane}-${sent++}`;
          const send = lane % 2 === 0 ? spin(player, id) : withdraw(player, id);
          try {
            const answer = await send(client);
            if (answer.status < 500) acked.push({ replay: send, answer });
          } catch {
            return; // the connection died with the platform: not acknowledged
          }
        }
      };
      const burst = players.flatMap((player, i) => [worker(player, i * 2), worker(player, i * 2 + 1)]);
      while (acked.length < 60) await new Promise((resolve) => setTimeout(resolve, 10));
      await first.kill();
      stopped = true;
      await Promise.all(burst);
      expect(sent).toBeGreaterThan(acked.length);

      const second = await startPlatform({ ...env, OPERATOR_KEY: operatorKey, LOG_LEVEL: 'warn' }, { dataDir });
      try {
        const again = new MoneyClient(second.url, operatorKey);
        // ok also means no half-applied spin: no round without its entry, no spin entry without its round.
        expect(await again.reconcile()).toMatchObject({ ok: true, total: '0.00', roundsWithoutEntry: 0, spinEntriesWithoutRound: 0 });
        // Every acknowledged answer, bet or withdrawal, accepted or refused, comes back the same.
        const strip = (answer: Answer) => JSON.stringify({ status: answer.status, code: answer.body.code, value: answer.body.value, replayed: undefined });
        for (const command of acked) {
          const replay = await command.replay(again);
          expect(strip({ ...replay, body: { ...replay.body, value: withoutReplayed(replay.body.value) } })).toBe(
            strip({ ...command.answer, body: { ...command.answer.body, value: withoutReplayed(command.answer.body.value) } }),
          );
        }
        expect(acked.filter((command) => command.answer.status === 200).length).toBeGreaterThan(0);
      } finally {
        await second.stop();
      }

    } finally {
      await rm(dataDir, { recursive: true, force: true });
      await cleanup();
    }
  }, 180_000);
}

describe('money crash', () => {
  suite('PGlite', async () => ({ env: {}, cleanup: async () => undefined }));
  if (postgresReachable()) {
    suite('PostgreSQL', async () => {
      const database = testDatabase();
      const url = await database.create();
      return { env: { DATABASE_URL: url }, cleanup: () => database.drop() };
    });
  }
});

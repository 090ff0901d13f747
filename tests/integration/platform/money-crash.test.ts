/** @jest-environment node */
// Crash test: the platform is killed (SIGKILL) during a burst of money commands and started again on
// the same data. Every acknowledged command is in the ledger (its replay answers the same), nothing
// is half-applied (every round has its entry and every entry its round), and the ledger reconciles.
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { MoneyClient, cheapSlot } from '../../support/money-client';
import { startPlatform } from './platform-process';
import { postgresReachable, testDatabase } from './postgres-test-db';

interface Acked {
  playToken: string;
  spinId: string;
  value: { bet: string; win: string; balance: string };
}

function suite(label: string, setup: () => Promise<{ env: Record<string, string>; cleanup(): Promise<void> }>) {
  it(`keeps every acknowledged bet and nothing half-applied after a SIGKILL (${label})`, async () => {
    const { env, cleanup } = await setup();
    const operatorKey = randomBytes(18).toString('base64url');
    const first = await startPlatform({ ...env, OPERATOR_KEY: operatorKey, LOG_LEVEL: 'warn' });
    const dataDir = first.dataDir;
    try {
      const client = new MoneyClient(first.url, operatorKey);
      const players: { playToken: string }[] = [];
      let game: string | undefined;
      for (let i = 0; i < 5; i++) {
        await client.createMember(`crash${i}`, '500.00');
        const token = await client.login(`crash${i}`, 'Load@2026');
        game ??= await cheapSlot(client, token);
        players.push({ playToken: await client.openGame(token, game) });
      }

      const acked: Acked[] = [];
      let sent = 0;
      let stopped = false;
      const worker = async (player: { playToken: string }, lane: number) => {
        while (!stopped) {
          const spinId = `crash-${lane}-${sent++}`;
          try {
            const answer = await client.spin(player.playToken, spinId);
            if (answer.status === 200 && answer.body.success) acked.push({ playToken: player.playToken, spinId, value: answer.body.value! });
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
        for (const bet of acked) {
          const replay = await again.spin(bet.playToken, bet.spinId);
          expect(replay.body.value).toMatchObject({ ...bet.value, replayed: true });
        }
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

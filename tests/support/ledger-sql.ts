// Ledger reads and set-ups for integration tests that hold a SQL connection to the platform's
// PostgreSQL database. A balance is set by a balanced adjustment entry (house cash on the other
// side), never by overwriting it, so the ledger still reconciles afterwards.
import type postgres from 'postgres';
import { fromMinor } from '../../contract/money';


export async function mainBalance(sql: postgres.Sql, account: string): Promise<string> {
  const [row] = await sql`select coalesce((select a.balance from ledger_accounts a where a.code = 'member:' || m.id || ':main'), 0)::text as balance
    from members m where m.account = ${account}`;
  return fromMinor(BigInt(row.balance));
}

export async function setMainBalance(sql: postgres.Sql, account: string, balance: string): Promise<void> {
  const target = BigInt(Math.round(Number(balance) * 100));
  await sql.begin(async (tx) => {
    const [member] = await tx`select id from members where account = ${account}`;
    const code = `member:${member.id}:main`;
    await tx`insert into ledger_accounts (code, member_id, kind, tracks_balance) values (${code}, ${member.id}, 'main', true) on conflict do nothing`;
    await tx`insert into ledger_accounts (code, kind, tracks_balance) values ('house:cash', 'house', false) on conflict do nothing`;
    const [current] = await tx`select id, balance::text from ledger_accounts where code = ${code} for update`;
    const diff = target - BigInt(current.balance);
    if (diff === 0n) return;
    const [house] = await tx`select id from ledger_accounts where code = 'house:cash'`;
    const [entry] = await tx`insert into journal_entries (key, kind, member_id, actor, remark)
      values (${`test-adjust:${code}:${Date.now()}:${Math.random()}`}, 'adjustment', ${member.id}, 'test', 'test set-up') returning id`;
    await tx`update ledger_accounts set balance = ${target.toString()} where id = ${current.id}`;
    await tx`insert into postings (entry_id, account_id, amount, balance_after, tx_type) values
      (${entry.id}, ${current.id}, ${diff.toString()}, ${target.toString()}, 'other'),
      (${entry.id}, ${house.id}, ${(-diff).toString()}, null, 'other')`;
  });
}

// The ledger module as other parts of the platform see it: what they may import from it.
// Files that reach no other module first: a load-time use from inside an import cycle finds them ready.
export { reconcile, type ReconcileReport } from './queries/reconcile';
export { balanceEvents } from './rules/balance-events';
export { accountShape, ledgerAccount } from './rules/ledger-accounts';
export { clientKeyOf, envelopeOfAnswer, replyMemberCommand, runOperatorCommand } from './http/money-command';
export { idempotencyErrors, requestHash, runCommand } from './queries/command-results';
export { DivertedEntryError, committedAccountIds, postAutocommit, refuseShortEntry, type StatementParams } from './queries/ledger-autocommit';
export { AccountDirectory, DuplicateEntryError, InsufficientFundsError, LedgerWriter, accountIdsOf, announceBalances, balanceOf, balancesOf, checkBalanced, inLedgerTransaction, mainAccountMoves, movesOf, type EntryInput, type PostingInput } from './queries/ledger';
export { postOpeningBalance } from './queries/opening-balance';
export { runAndKeepReconcile } from './rules/reconcile-runs';
export { commandResults, ledgerAccounts } from './schema';
export { balanceWalletOf, playWalletOf } from './rules/play-wallet';
export { readWalletSettings, transferWalletVendorsOf, updateWalletSettings, type WalletSettings } from './rules/wallet-settings';

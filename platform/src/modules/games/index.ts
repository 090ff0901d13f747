// The games module as other parts of the platform see it: what they may import from it.
// Files that reach no other module first: a load-time use from inside an import cycle finds them ready.
export { gameIconUrl, listGameMenus, updateVendorEnabled, type GameMenu } from './queries/games';
export { SETTLED_BETS, TURNOVER_MINOR, businessDayStart } from './queries/settled-bets';
export { DEFAULT_BOARD_EVENT_MS, eventFromSeed, oddsAt, resultOf, slotOf } from './rules/event-board';
export { type GameType } from './rules/game-query';
export { GameVendorDirectory, type GameVendor } from './rules/game-vendor';
export { LIVE_RULES } from './rules/live-games';
export { LOCAL_VENDOR_NAME, LOCAL_VENDOR_PATH, LocalGameVendor } from './rules/local-vendor';
export { DEFAULT_FAST_DRAW_MS } from './rules/lottery';
export { newSeed } from './rules/provably-fair';
export { multiplierOf, spinReels } from './rules/slot-machine';
export { boardEventSubject, drawSubject, liveRoundSubject, vendorSubject } from './queries/audit-subjects';
export { games, vendors } from './schema-catalogue';
export { boardEvents } from './schema-event-board';
export { gameRounds, gameSessions } from './schema-games';
export { liveRounds } from './schema-live';
export { lotteryDraws } from './schema-lottery';
export { scheduleEventBoards } from './jobs/event-board';
export { scheduleLiveTable } from './jobs/live-table';
export { scheduleLotteryDraws } from './jobs/lottery-draws';
export { InsufficientBalanceError, endPlaySession, findLaunchableGameById, findPlaySession, openGameSession, updateVendorNew } from './queries/game-play';
export { payPendingJackpots, seedJackpot } from './queries/jackpot';
export { gameOfRound } from './queries/live-table';
export { playSlotRound } from './queries/slot-round';
export { spinBatcherOf } from './queries/spin-batch';

// The cashier module as other parts of the platform see it: what they may import from it.
// Files that reach no other module first: a load-time use from inside an import cycle finds them ready.
export { CASHIER_SETTINGS_KEY, DEFAULT_CASHIER_SETTINGS, type CashierSettings, type DepositChannel } from './rules/cashier-settings';
export { LocalPaymentGateway, loadOrCreateGatewaySecret, type PaymentGateway } from './rules/payment-gateway';
export { promptPayPayload } from './rules/promptpay';
export { insertCashierImage } from './queries/cashier-images';
export { depositSubject, withdrawalSubject } from './queries/audit-subjects';
export { bankCards, depositOrders, orderEvents, turnoverRequirements, withdrawalOrders } from './schema';
export { scheduleDepositExpiry } from './jobs/deposit-expiry';
export { scheduleWithdrawalAutoConfirm } from './jobs/withdrawal-auto-confirm';
export { readCashierSettings } from './queries/cashier-settings';
export { approvedDepositCount, hasOtherApprovedDeposit } from './queries/deposit-orders';
export { accountIdOf, recentRounds, type PostingRow } from './queries/records';
export { lastPaidAtOf, turnoverWindows } from './queries/withdrawal-orders';
export { heldBonusOf } from './rules/held-bonus';
export { joinDepositPromotions, type DepositPromotions } from './rules/deposit-promotions';
export { TRIAL_MEMBER_TYPE, depositErrors } from './rules/deposits';
export { OperatorRateSource, setOperatorRate, type RateSource } from './rules/exchange-rates';
export { transactionRowOf } from './rules/records';
export { transferErrors } from './rules/transfers';
export { REVIEW_ACTIONS, type OperatorOrderView, type ReviewAction } from './rules/withdrawal-review';
export { turnoverInfo } from './rules/withdrawals';

// The dashboard's two money forms, one chunk: their schemas (zod), the server
// messages, the provider picker and the FIB payment panel are not needed for
// the dashboard's first paint, only once its data is in (DashboardPage).
export { DepositCard } from './DepositCard';
export { WithdrawCard } from './WithdrawCard';

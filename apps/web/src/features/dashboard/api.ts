import type { Dashboard, PaymentProviderName, StartedPayment } from '@sahm/domain';
import useSWR from 'swr';
import { api } from '../../lib/api';

/** GET /user/user/dashboard: balances, the pending withdrawal, statistics from the ledger, tokens and value by year. */
export const dashboardKey = '/user/user/dashboard';

export function useDashboard() {
  return useSWR<Dashboard>(dashboardKey);
}

/** POST /user/user/deposit: a pending provider payment; the wallet is credited when the provider confirms. */
export async function startDeposit(body: { amount: number; paymentWith: PaymentProviderName }, idempotencyKey: string) {
  return (await api<StartedPayment>('/user/user/deposit', { method: 'POST', body, idempotencyKey })).data;
}

export interface WithdrawalRequested {
  requestId: string;
  amount: number;
  status: 'pending';
  createdAt: string;
}

/** POST /user/user/withdrawal-request: available → held until an admin pays it out at a branch. The answer's message is "Withdraw Request sent to the Admin". */
export function requestWithdrawal(amount: number, idempotencyKey: string) {
  return api<WithdrawalRequested>('/user/user/withdrawal-request', { method: 'POST', body: { amount }, idempotencyKey });
}

/** PUT /user/user/cancel-withdrawal-request: held → available. The answer's message is "Your Withdraw Request has been canceled". */
export function cancelWithdrawal(idempotencyKey: string) {
  return api<unknown>('/user/user/cancel-withdrawal-request', { method: 'PUT', idempotencyKey });
}

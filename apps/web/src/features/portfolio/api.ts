import type { Portfolio } from '@sahm/domain';
import useSWR from 'swr';
import { api } from '../../lib/api';

/** GET /user/user/portfolio: holdings, tokens on sale and held, tokens by source per year. */
export const portfolioPath = '/user/user/portfolio';

export function usePortfolio() {
  return useSWR<Portfolio>(portfolioPath, (path: string) => api<Portfolio>(path).then((r) => r.data));
}

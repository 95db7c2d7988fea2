import type { AutoReinvestSettings } from '@sahm/domain';
import { api } from '../../../lib/api';

/** The SWR key of GET /user/user/auto-reinvest: the switch and the rent accrued per property. */
export const AUTO_REINVEST_KEY = '/user/user/auto-reinvest';

/** PUT /user/user/auto-reinvest {enabled}. */
export function setAutoReinvest(enabled: boolean) {
  return api<AutoReinvestSettings>(AUTO_REINVEST_KEY, { method: 'PUT', body: { enabled } });
}

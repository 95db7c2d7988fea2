import type { LivenessChallengeSet } from '@sahm/domain';
import { api } from '../../../lib/api';

/** GET /user/user/liveness-challenges: three challenges in order and a single-use nonce for ten minutes (decisions.md §8). */
export function getLivenessChallenges() {
  return api<LivenessChallengeSet>('/user/user/liveness-challenges');
}

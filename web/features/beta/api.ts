import type { BetaUnlockRequest } from '../../../contract/beta';
import type { Me } from '../../../contract/me';
import type { WaitlistRequest } from '../../../contract/waitlist';
import { api } from '../../lib/api-client';

/** The right password signs the visitor in (the session cookie comes with the answer) and answers the profile. */
export const unlockBeta = (body: BetaUnlockRequest) => api<Me>('/api/beta/unlock', { method: 'POST', body });

export const joinWaitlist = (body: WaitlistRequest) =>
  api<{ email: string }>('/api/waitlist', { method: 'POST', body });

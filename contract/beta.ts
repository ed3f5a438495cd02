import { z } from 'zod';

export const betaUnlockRequestSchema = z.object({
  password: z.string().min(1, 'is required').max(200, 'is too long'),
});
export type BetaUnlockRequest = z.infer<typeof betaUnlockRequestSchema>;

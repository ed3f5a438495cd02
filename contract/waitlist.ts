import { z } from 'zod';

export const waitlistRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(254)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an e-mail address without spaces'),
});
export type WaitlistRequest = z.infer<typeof waitlistRequestSchema>;

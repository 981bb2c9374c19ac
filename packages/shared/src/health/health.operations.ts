import { z } from 'zod';
import { defineOperation } from '../http/operation';

export const healthResponse = z.object({ status: z.literal('ok'), database: z.string() });
export type HealthResponse = z.infer<typeof healthResponse>;

/** Liveness, open to anyone (load balancers, monitoring). */
export const healthOperations = {
  health: defineOperation({
    method: 'GET',
    path: '/health',
    access: 'public',
    summary: 'Liveness and database reachability',
    tags: ['health'],
    answer: healthResponse,
  }),
};

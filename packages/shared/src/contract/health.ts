import { z } from 'zod';
import { successEnvelope } from './common.ts';

/** `GET /api/v1/health`: the process is alive and its event loop answers (no dependency is asked). */
export const HealthResponseSchema = successEnvelope(z.object({ uptimeSeconds: z.number() }));

/**
 * `GET /api/v1/ready`: this process can serve: the database answered a query, picture storage is
 * reachable, and Redis answered when one is configured. A 503 otherwise.
 */
export const ReadyResponseSchema = successEnvelope(
  z.object({ database: z.literal('ok'), storage: z.literal('ok'), redis: z.enum(['ok', 'not-configured']) }),
);

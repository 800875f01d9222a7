import { z } from 'zod';
import { successEnvelope } from './common.ts';

/** `GET /api/v1/health`: the process is alive and its event loop answers (no dependency is asked). */
export const HealthResponseSchema = successEnvelope(z.object({ uptimeSeconds: z.number() }));

/**
 * `GET /api/v1/ready`: this process can serve: the database answered a query, and pictures on its own disk
 * can be written. A 503 otherwise. A bucket and Redis are shared by every process: their state is reported
 * (`unavailable` while they do not answer) but never makes this process unready. Read replicas, when
 * configured, are listed with their state: a replica down or lagging only sends its reads to the primary.
 */
export const ReadyResponseSchema = successEnvelope(
  z.object({
    database: z.literal('ok'),
    storage: z.enum(['ok', 'unavailable']),
    redis: z.enum(['ok', 'not-configured', 'unavailable']),
    replicas: z.array(z.object({ name: z.string(), state: z.enum(['ok', 'lagging', 'down']), lagSeconds: z.number().nullable() })).optional(),
  }),
);

import { z } from 'zod';
import { successEnvelope } from './common.ts';

/** `GET /api/v1/health`: the process answers and the database answered a query. */
export const HealthResponseSchema = successEnvelope(
  z.object({ database: z.literal('ok'), uptimeSeconds: z.number() }),
);

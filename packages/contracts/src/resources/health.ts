import { z } from 'zod';

/** GET /api/health: the API answers and reaches its database (503 with the error envelope when not). */
export const healthAnswerSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });

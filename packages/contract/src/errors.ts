/** Wire shapes of errors (DESIGN §3). */
import { z } from 'zod';

export const ZApiError = z.object({ name: z.string(), message: z.string(), status: z.number() });
export type TApiError = z.infer<typeof ZApiError>;

export const ZFieldErrorList = z.array(z.object({ field: z.string(), message: z.string() }));

/** Wire shapes of errors (DESIGN §3). */
import { z } from 'zod';

export const ZApiError = z.object({
  name: z.string(),
  message: z.string(),
  status: z.number(),
  /** A 409 about one field's value (an e-mail or username taken) names the field. */
  field: z.string().optional(),
});
export type TApiError = z.infer<typeof ZApiError>;

export const ZFieldErrorList = z.array(z.object({ field: z.string(), message: z.string() }));

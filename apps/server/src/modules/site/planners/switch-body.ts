/** The body of the three switches: none at all (a bare POST) flips the switch, as `{}` does. */
import { ZSwitchRequest } from '@izlog/contract/planners';
import { z } from 'zod';

export const zSwitchBody = z.preprocess((body) => body ?? {}, ZSwitchRequest);

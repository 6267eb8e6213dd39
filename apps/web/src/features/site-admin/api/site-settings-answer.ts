/** What a site settings call answers: the licence as it now is, with the server's message when it sends one. */
import type { TPublicLicence } from '@izlog/contract/licence';

export type TSiteSettingsAnswer = Partial<TPublicLicence> & { message?: string };

/** Whether a settings call answered the whole licence (then the form starts again from what was stored). */
import type { TPublicLicence } from '@izlog/contract/licence';
import type { TSiteSettingsAnswer } from '../api/site-settings-answer';

export const isLicenceAnswer = (answer: TSiteSettingsAnswer): answer is TPublicLicence =>
  typeof answer.id === 'number' && typeof answer.title_of_app === 'string';

/** Names for a stored gallery's entries when the editor opens ("Photo 2", "Video 3 (YouTube)"), in the UI language. */
import { useTranslation } from 'react-i18next';

const PROVIDER_NAMES: Record<string, string> = { youtube: 'YouTube', vimeo: 'Vimeo' };

export type TGalleryNamer = (kind: 'picture' | 'video', number: number, provider?: string) => string;

export function useGalleryNamer(): TGalleryNamer {
  const { t } = useTranslation();
  return (kind, number, provider) =>
    kind === 'picture'
      ? t('gallery.picture', { number })
      : t('gallery.video', { number, provider: PROVIDER_NAMES[provider ?? ''] ?? provider ?? '' });
}

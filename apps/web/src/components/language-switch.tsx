/** Switches the interface between Serbian and English; the choice is remembered. */
import { LANGUAGES, type TLanguage } from '@izlog/contract/constants';
import { type MantineSize, SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { chooseLanguage, getLanguage } from '@/lib/i18n';

const labelOf: Record<TLanguage, string> = { srp: 'SR', en: 'EN' };
// Each language names itself, whatever the interface language is.
const nameOf: Record<TLanguage, string> = { srp: 'Srpski', en: 'English' };

export function LanguageSwitch({ size = 'sm' }: { size?: MantineSize }) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      aria-label={t('common.language')}
      size={size}
      value={getLanguage()}
      onChange={(value) => chooseLanguage(value as TLanguage)}
      data={LANGUAGES.map((language) => ({
        value: language,
        label: (
          <span lang={language === 'srp' ? 'sr-Latn' : language} title={nameOf[language]}>
            {labelOf[language]}
          </span>
        ),
      }))}
    />
  );
}

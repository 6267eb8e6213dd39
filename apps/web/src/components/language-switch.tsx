/**
 * Switches the interface between Serbian in Latin, Serbian in Cyrillic and English; the choice is remembered. On the
 * narrowest phones the three buttons leave the site's name too little room in the header, so a compact list takes
 * their place.
 */
import { type MantineSize, NativeSelect, SegmentedControl, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { chooseLanguage, INTERFACE_LANGUAGES, type TInterfaceLanguage, useInterfaceLanguage } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useViewportQuery } from '@/lib/use-viewport-query';
import classes from './language-switch.module.css';

// Each choice names itself in its own language and script, whatever the interface shows now.
const labelOf: Record<TInterfaceLanguage, string> = { srp: 'Lat', 'srp-Cyrl': 'Ћир', en: 'EN' };
const langOf: Record<TInterfaceLanguage, string> = { srp: 'sr-Latn', 'srp-Cyrl': 'sr-Cyrl', en: 'en' };

/**
 * Below 384 px (a 360 or 375 px phone) the list; from 390 px up the buttons. A page the server drew (decision 0043)
 * carries both, and its style sheet shows the one that fits (language-switch.module.css) until the app knows the width.
 */
const NARROWEST_QUERY = '(max-width: 24em)';

export function LanguageSwitch({ size = 'sm' }: { size?: MantineSize }) {
  const { t } = useTranslation();
  const language = useInterfaceLanguage();
  const isNarrowest = useViewportQuery(NARROWEST_QUERY, null);
  // Texts that cannot load (offline) leave the interface as it was, and say why.
  const choose = (value: string) =>
    void chooseLanguage(value as TInterfaceLanguage).catch(() => notify('error', t('common.serverUnreachable')));
  // The name starts with what the choice shows (WCAG 2.5.3) and says which it is in the interface's language.
  const nameOf = (choice: TInterfaceLanguage) => `${labelOf[choice]} (${t(`common.languageNames.${choice}`)})`;

  const list = (
    <NativeSelect
      aria-label={t('common.language')}
      size="xs"
      w={66}
      value={language}
      onChange={(event) => choose(event.currentTarget.value)}
    >
      {INTERFACE_LANGUAGES.map((choice) => (
        <option key={choice} value={choice} lang={langOf[choice]} aria-label={nameOf(choice)}>
          {labelOf[choice]}
        </option>
      ))}
    </NativeSelect>
  );
  const buttons = (
    <SegmentedControl
      aria-label={t('common.language')}
      size={size}
      value={language}
      onChange={choose}
      data={INTERFACE_LANGUAGES.map((choice) => ({
        value: choice,
        label: (
          <>
            <span lang={langOf[choice]}>{labelOf[choice]}</span>{' '}
            <VisuallyHidden>({t(`common.languageNames.${choice}`)})</VisuallyHidden>
          </>
        ),
      }))}
    />
  );
  if (isNarrowest === null) {
    return (
      <>
        <div className={classes.narrowestOnly}>{list}</div>
        <div className={classes.widerOnly}>{buttons}</div>
      </>
    );
  }
  return isNarrowest ? list : buttons;
}

/** `/terms-and-conditions`: the TermsAndConditions screen (SPEC §2) with every rule the site has published. */
import { useTranslation } from 'react-i18next';
import { useLicenceTexts } from '@/features/licence/api/get-licence-texts';
import type { TLicenceTextName } from '@/lib/modal-store';
import type { TLicenceTextSection } from '@/themes/layout-props';
import { useThemeLayouts } from '@/themes/theme-context';
import { useDocumentTitle } from '../use-document-title';

/** The anchors of the page's sections, so the rules can be linked one by one. */
const SECTION_IDS: Record<TLicenceTextName, string> = {
  terms_and_conditions: 'terms-and-conditions',
  privacy_policy: 'privacy-policy',
  terms_of_payment: 'terms-of-payment',
};

export function TermsRoute() {
  const { TermsPage } = useThemeLayouts();
  const { t } = useTranslation();
  const texts = useLicenceTexts();
  const title = t('licenceTexts.names.terms_and_conditions');
  useDocumentTitle(title);
  const sections: TLicenceTextSection[] | null = texts.data
    ? (Object.keys(SECTION_IDS) as TLicenceTextName[]).flatMap((name) => {
        const html = texts.data[name]?.trim();
        return html ? [{ id: SECTION_IDS[name], title: t(`licenceTexts.names.${name}`), html }] : [];
      })
    : null;
  return (
    <TermsPage
      title={title}
      sections={sections}
      error={texts.isError ? { message: t('licenceTexts.loadFailed'), onRetry: () => void texts.refetch() } : null}
    />
  );
}

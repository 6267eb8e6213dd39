/** `/validate-account?email=..&token=..` from the confirmation mail. */
import { useTranslation } from 'react-i18next';
import { ValidateAccountPage } from '@/features/auth/components/validate-account-page';
import { useDocumentTitle } from '../use-document-title';

export function ValidateAccountRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.validateTitle'));
  return <ValidateAccountPage />;
}

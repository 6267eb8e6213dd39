/** `/contact`: the contact page (decision 0037) — the site's contact services and the form that writes to them. */
import { useTranslation } from 'react-i18next';
import { useContactServices } from '@/features/contact/api/get-contact-services';
import { ContactForm } from '@/features/contact/components/contact-form';
import { useThemeLayouts } from '@/themes/theme-context';
import { useDocumentTitle } from '../use-document-title';
import { useSiteLicence } from '../use-site-licence';

export function ContactRoute() {
  const { ContactPage } = useThemeLayouts();
  const { t } = useTranslation();
  const licence = useSiteLicence();
  const services = useContactServices();
  const title = t('contact.pageTitle');
  useDocumentTitle(title);
  return (
    <ContactPage
      title={title}
      services={services.data ?? null}
      error={
        services.isError && !services.data
          ? { message: t('contact.loadFailed'), onRetry: () => void services.refetch() }
          : null
      }
      form={
        services.data && (
          <ContactForm services={services.data} isCaptchaEnabled={licence.captcha_enabled} formKey="contact-page" />
        )
      }
    />
  );
}

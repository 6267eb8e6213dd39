/**
 * The site management and licence text modals as the app shows them: the features' modals with the theme's look
 * handed in (the preview's header and hero, the rules' rich text), so no feature imports a theme. One lazy chunk.
 */
import type { TPublicLicence } from '@izlog/contract/licence';
import { LicenceTextModal } from '@/features/licence/components/licence-text-modal';
import { SiteManagementModal } from '@/features/site-admin/components/site-management-modal';
import type { TLicenceTextName, TSiteManagementSection } from '@/lib/modal-store';
import { RichText } from '@/themes/shared/rich-text';
import { SitePreview } from './site-preview';

export function SiteManagement({ licence, section }: { licence: TPublicLicence; section?: TSiteManagementSection }) {
  return (
    <SiteManagementModal licence={licence} section={section} renderPreview={(look) => <SitePreview look={look} />} />
  );
}

export function LicenceText({ text }: { text: TLicenceTextName }) {
  return <LicenceTextModal text={text} renderText={(html) => <RichText html={html} />} />;
}

/**
 * The site management modal (SPEC §2): the site's settings with a live preview of the header and hero, its template
 * with a live preview of the site in another one, the greeting messages, the rules (terms) and the switches for
 * login/registration and search. The app hands in how its theme draws the preview, so this feature knows no theme.
 */
import type { TPublicLicence } from '@izlog/contract/licence';
import { Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '@/components/app-modal';
import { PHONE_QUERY } from '@/lib/breakpoints';
import { closeModal, type TSiteManagementSection } from '@/lib/modal-store';
import { GreetingsSection } from './greetings-section';
import { SettingsSection, type TRenderSitePreview } from './settings-section';
import { SwitchesSection } from './switches-section';
import { TemplateSection } from './template-section';
import { TermsSection } from './terms-section';

const SECTIONS: TSiteManagementSection[] = ['settings', 'template', 'greetings', 'terms', 'switches'];

type TSiteManagementModalProps = {
  licence: TPublicLicence;
  section?: TSiteManagementSection;
  renderPreview: TRenderSitePreview;
};

export function SiteManagementModal({
  licence,
  section: initialSection = 'settings',
  renderPreview,
}: TSiteManagementModalProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const [section, setSection] = useState<TSiteManagementSection>(initialSection);
  // A section is drawn when first opened and then kept (hidden), so what was typed survives a look at another one.
  const [visited, setVisited] = useState<TSiteManagementSection[]>([initialSection]);
  const show = (item: TSiteManagementSection) => {
    setSection(item);
    setVisited((current) => (current.includes(item) ? current : [...current, item]));
  };
  const isDrawn = (item: TSiteManagementSection) => visited.includes(item);
  return (
    <AppModal opened onClose={closeModal} title={t('siteAdmin.title')} size="80rem" fullScreen={isPhone}>
      <Tabs value={section} onChange={(value) => value && show(value as TSiteManagementSection)} keepMounted>
        <Tabs.List aria-label={t('siteAdmin.sectionsLabel')} mb="lg">
          {SECTIONS.map((item) => (
            <Tabs.Tab key={item} value={item}>
              {t(`siteAdmin.sections.${item}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="settings">
          {isDrawn('settings') && <SettingsSection licence={licence} renderPreview={renderPreview} />}
        </Tabs.Panel>
        <Tabs.Panel value="template">{isDrawn('template') && <TemplateSection licence={licence} />}</Tabs.Panel>
        <Tabs.Panel value="greetings">{isDrawn('greetings') && <GreetingsSection licence={licence} />}</Tabs.Panel>
        <Tabs.Panel value="terms">{isDrawn('terms') && <TermsSection />}</Tabs.Panel>
        <Tabs.Panel value="switches">{isDrawn('switches') && <SwitchesSection licence={licence} />}</Tabs.Panel>
      </Tabs>
    </AppModal>
  );
}

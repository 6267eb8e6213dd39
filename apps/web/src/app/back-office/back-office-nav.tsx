/**
 * The back office's side navigation: the links the signed-in user's abilities open, grouped by area, then the site's
 * administration — users and site settings open their modals, the audit log is a page.
 */
import type { TCurrentUser } from '@izlog/contract/auth';
import { NavLink, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { openModal } from '@/lib/modal-store';
import { areaOf, linksFor, modalEntriesFor, type TBackOfficeArea } from './back-office-access';
import type { TBackOfficeGroup, TBackOfficeLink, TBackOfficeModalEntry } from './links';

type TBackOfficeNavProps = {
  user: TCurrentUser;
  /** Called when an entry is chosen: the phone's drawer closes (decision 0063). */
  onChoose?(): void;
};

export function BackOfficeNav({ user, onChoose }: TBackOfficeNavProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const visible = linksFor(user);
  const modalEntries = modalEntriesFor(user);
  const areaLinks = visible.filter((link) => !link.group);
  const areas = [...new Set(areaLinks.map(areaOf))] as TBackOfficeArea[];
  const groups = [
    ...new Set([...modalEntries.map((entry) => entry.group), ...visible.flatMap((link) => link.group ?? [])]),
  ] as TBackOfficeGroup[];

  const pageLink = (link: TBackOfficeLink) => {
    const isActive = pathname === link.to || pathname.startsWith(`${link.to}/`);
    return (
      <NavLink
        key={link.to}
        component={Link}
        to={link.to}
        label={t(`backOffice.links.${link.labelKey}`)}
        active={isActive}
        aria-current={isActive ? 'page' : undefined}
        onClick={onChoose}
      />
    );
  };

  return (
    <Stack component="nav" aria-label={t('backOffice.navLabel')} gap="md">
      {areas.map((area) => (
        <NavGroup
          key={area}
          heading={t(`backOffice.areas.${area}`)}
          tour={area === 'admin' ? 'back-office-content' : undefined}
        >
          {areaLinks.filter((link) => areaOf(link) === area).map(pageLink)}
        </NavGroup>
      ))}
      {groups.map((group) => (
        <NavGroup key={group} heading={t(`backOffice.${group}`)}>
          {modalEntries
            .filter((entry) => entry.group === group)
            .map((entry) => (
              <NavLink
                key={entry.modal}
                component="button"
                type="button"
                aria-haspopup="dialog"
                label={t(`backOffice.links.${entry.labelKey}`)}
                onClick={() => {
                  onChoose?.();
                  openModal({ name: entry.modal });
                }}
                data-tour={TOUR_TARGETS[entry.modal]}
              />
            ))}
          {visible.filter((link) => link.group === group).map(pageLink)}
        </NavGroup>
      ))}
    </Stack>
  );
}

/** The guided tour's names for the modal entries (issue 16). */
const TOUR_TARGETS: Record<TBackOfficeModalEntry['modal'], string> = {
  siteManagementModal: 'site-management',
  widgetModal: 'widget-management',
  userManagementModal: 'user-management',
};

/** `tour`: the guided tour's name for the group (issue 16). */
function NavGroup({ heading, children, tour }: { heading: string; children: ReactNode; tour?: string }) {
  return (
    <Stack gap={2} data-tour={tour}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm">
        {heading}
      </Text>
      {children}
    </Stack>
  );
}

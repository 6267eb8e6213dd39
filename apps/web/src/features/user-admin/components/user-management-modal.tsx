/**
 * The user management modal of SPEC §2 (default section: back-end users): the licence's staff, front-end users and
 * clients, each searchable and filterable, with a user's details and actions and the new-user wizard; and the audit
 * log, where a user's "History" leads.
 */
import { type TAdminUser, type TUserSection, USER_SECTIONS } from '@izlog/contract/user-admin';
import { Anchor, Stack, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppModal } from '@/components/app-modal';
import { PHONE_QUERY } from '@/lib/breakpoints';
import { hasAbility, useCurrentUser } from '@/lib/current-user-store';
import { closeModal, type TUserManagementSection } from '@/lib/modal-store';
import { routes, withQuery } from '@/lib/paths';
import type { TAuditFilters } from '../api/get-audit-log';
import { sectionOfRole } from '../utils/user-display';
import { AuditLogView } from './audit-log-view';
import { UserSection } from './user-section';

type TSelected = Partial<Record<TUserSection, number>>;

export function UserManagementModal({ section: initialSection = 'backend' }: { section?: TUserManagementSection }) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const currentUser = useCurrentUser();
  const mayReadAudit = hasAbility(currentUser, 'audit.read');
  const [section, setSection] = useState<TUserManagementSection>(
    initialSection === 'audit' && !mayReadAudit ? 'backend' : initialSection,
  );
  const [selected, setSelected] = useState<TSelected>({});
  const [auditFilters, setAuditFilters] = useState<TAuditFilters>({ page: 1 });
  if (!currentUser) return null;

  const showUser = (user: TAdminUser) => {
    const home = sectionOfRole(user.role);
    setSelected((current) => ({ ...current, [home]: user.id }));
    setSection(home);
  };
  const showHistory = mayReadAudit
    ? (user: TAdminUser) => {
        setAuditFilters({ userId: user.id, page: 1 });
        setSection('audit');
      }
    : undefined;

  return (
    <AppModal opened onClose={closeModal} title={t('userAdmin.title')} size="80rem" fullScreen={isPhone}>
      <Tabs
        value={section}
        onChange={(value) => value && setSection(value as TUserManagementSection)}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('userAdmin.sectionsLabel')} mb="md">
          {USER_SECTIONS.map((item) => (
            <Tabs.Tab key={item} value={item}>
              {t(`userAdmin.sections.${item}`)}
            </Tabs.Tab>
          ))}
          {mayReadAudit && <Tabs.Tab value="audit">{t('userAdmin.sections.audit')}</Tabs.Tab>}
        </Tabs.List>
        {USER_SECTIONS.map((item) => (
          <Tabs.Panel key={item} value={item}>
            <UserSection
              section={item}
              currentUserId={currentUser.id}
              selectedId={selected[item]}
              onSelect={(id) => setSelected((current) => ({ ...current, [item]: id }))}
              onCreated={showUser}
              onShowHistory={showHistory}
            />
          </Tabs.Panel>
        ))}
        {mayReadAudit && (
          <Tabs.Panel value="audit">
            <Stack gap="md">
              <Anchor
                component={Link}
                to={withQuery(routes.adminAuditLog, { user: auditFilters.userId, action: auditFilters.action })}
                onClick={closeModal}
              >
                {t('userAdmin.audit.openPage')}
              </Anchor>
              <AuditLogView filters={auditFilters} onFiltersChange={setAuditFilters} keepsScroll />
            </Stack>
          </Tabs.Panel>
        )}
      </Tabs>
    </AppModal>
  );
}

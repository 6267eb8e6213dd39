/**
 * The site's two switches (SPEC §4: login/registration and search can be turned on or off per site). Turning one off
 * asks first and says what visitors lose; turning one on needs no confirmation. The switch shows the stored state:
 * it moves once the server has answered and the licence details are read again.
 */
import type { TPublicLicence } from '@izlog/contract/licence';
import { Paper, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { notify } from '@/lib/notify';
import { reportActionError } from '@/lib/report-action-error';
import { type TSiteSwitch, useChangeSiteSwitch } from '../api/change-site-switch';

const SWITCHES: { name: TSiteSwitch; field: 'login_registration_status' | 'search_status' }[] = [
  { name: 'loginRegistration', field: 'login_registration_status' },
  { name: 'search', field: 'search_status' },
];

export function SwitchesSection({ licence }: { licence: TPublicLicence }) {
  const { t } = useTranslation();
  const change = useChangeSiteSwitch();
  const [turningOff, setTurningOff] = useState<TSiteSwitch | null>(null);

  const send = (name: TSiteSwitch, isOn: boolean) =>
    change.mutateAsync({ name, isOn }).then(
      (answer) =>
        notify('success', answer.message ?? t(`siteAdmin.switches.${name}.${isOn ? 'turnedOn' : 'turnedOff'}`)),
      (error: unknown) => reportActionError(error),
    );

  return (
    <Stack gap="md" maw={720}>
      {SWITCHES.map(({ name, field }) => {
        const isOn = licence[field];
        const isChanging = change.isPending && change.variables?.name === name;
        return (
          <Paper key={name} withBorder p="md" radius="md">
            {/* The hint beside the switch, not in its label: Mantine's label would wrap it into the switch's name. */}
            <Switch
              size="md"
              checked={isOn}
              disabled={isChanging}
              label={t(`siteAdmin.switches.${name}.label`)}
              aria-describedby={`${name}-switch-hint`}
              onChange={(event) => {
                if (event.currentTarget.checked) void send(name, true);
                else setTurningOff(name);
              }}
            />
            <Text id={`${name}-switch-hint`} size="sm" c="dimmed" mt={6} pl={56}>
              {t(`siteAdmin.switches.${name}.${isOn ? 'onHint' : 'offHint'}`)}
            </Text>
          </Paper>
        );
      })}
      {turningOff && (
        <ConfirmDialog
          title={t(`siteAdmin.switches.${turningOff}.confirmTitle`)}
          message={t(`siteAdmin.switches.${turningOff}.confirmMessage`)}
          confirmLabel={t('siteAdmin.switches.turnOff')}
          isPending={change.isPending}
          onCancel={() => setTurningOff(null)}
          onConfirm={() => void send(turningOff, false).finally(() => setTurningOff(null))}
        />
      )}
    </Stack>
  );
}

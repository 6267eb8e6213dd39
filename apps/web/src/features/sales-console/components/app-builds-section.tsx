/**
 * The licence's mobile app: build the Android app (paid licences) or update the app, the Google Play link, and the
 * builds with their progress (following the job while it runs) and log; a finished build downloads its artifact.
 */
import {
  APP_BUILD_OPEN_STATUSES,
  hasNativeApp,
  type TAppBuild,
  ZAndroidAppLinkRequest,
} from '@izlog/contract/app-builds';
import { NOTICE_MS, type TLanguage } from '@izlog/contract/constants';
import type { TConsoleLicence } from '@izlog/contract/sales-console';
import { Button, Card, Code, Group, Progress, Spoiler, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/states';
import { notify } from '@/lib/notify';
import { reportActionError } from '@/lib/report-action-error';
import { reportFormError } from '@/lib/report-form-error';
import { saveFile } from '@/lib/save-file';
import { useSchemaForm } from '@/lib/schema-form';
import {
  type TAppAction,
  useAppBuilds,
  useDownloadAppBuild,
  useRequestAppBuild,
  useSaveAndroidLink,
} from '../api/app-builds';
import { formatDateTime } from '../utils/format';
import { CardList } from './console-lists';
import { ConsoleBadge, WARNING_COLOR } from './licence-badges';
import { ListSkeleton } from './licences-view';
import { Section } from './section';

const buildColor: Record<TAppBuild['status'], string> = {
  queued: 'gray.7',
  building: 'blue.9',
  waiting_for_builder: WARNING_COLOR,
  succeeded: 'teal.9',
  failed: 'red.9',
};

/** The file a finished build offers, fetched with the user's token and saved under the server's name. */
function DownloadBuild({ build }: { build: TAppBuild }) {
  const { t } = useTranslation();
  const download = useDownloadAppBuild(build.licence_id);
  const fallbackName = build.kind === 'native_android' ? 'android-project.zip' : 'app-entry.json';
  const hintId = `app-build-${build.id}-download-hint`;
  const save = () =>
    download.mutate(build.id, {
      onSuccess: ({ blob, fileName }) => saveFile(blob, fileName ?? fallbackName),
      onError: (error) => reportActionError(error),
    });
  return (
    <Stack gap={4} align="flex-start">
      <Button variant="light" size="sm" onClick={save} loading={download.isPending} aria-describedby={hintId}>
        {t(`salesConsole.apps.download.${build.kind}`)}
      </Button>
      <Text id={hintId} size="xs" c="dimmed">
        {t(`salesConsole.apps.downloadHint.${build.kind}`)}
      </Text>
    </Stack>
  );
}

function BuildCard({ build }: { build: TAppBuild }) {
  const { t, i18n } = useTranslation();
  const kind = t(`salesConsole.apps.kinds.${build.kind}`);
  const isRunning = (APP_BUILD_OPEN_STATUSES as readonly string[]).includes(build.status);
  return (
    <Card withBorder radius="md" padding="sm" component="li">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h5">
            {kind}
          </Title>
          <ConsoleBadge color={buildColor[build.status]}>
            {t(`salesConsole.apps.statuses.${build.status}`)}
          </ConsoleBadge>
        </Group>
        <Text size="xs" c="dimmed">
          {t('salesConsole.apps.started', { time: formatDateTime(build.created_at, i18n.language as TLanguage) })}
        </Text>
        <Progress
          value={build.progress}
          size="sm"
          color={build.status === 'failed' ? 'red.9' : undefined}
          striped={isRunning}
          animated={isRunning}
          aria-label={t('salesConsole.jobs.progress', { name: kind, percent: build.progress })}
        />
        {build.status === 'succeeded' && build.artifact_path && <DownloadBuild build={build} />}
        {build.log && (
          <Spoiler maxHeight={0} showLabel={t('salesConsole.apps.showLog')} hideLabel={t('common.close')}>
            <Code
              block
              aria-label={t('salesConsole.apps.log')}
              style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            >
              {build.log}
            </Code>
          </Spoiler>
        )}
      </Stack>
    </Card>
  );
}

function AndroidLinkForm({ licence }: { licence: TConsoleLicence }) {
  const { t } = useTranslation();
  const save = useSaveAndroidLink(licence.id);
  const { form, onSubmit } = useSchemaForm({
    schema: ZAndroidAppLinkRequest,
    initialValues: { licence_id: licence.id, android_app_link: licence.android_app_link ?? '' },
  });
  return (
    <form
      onSubmit={onSubmit(async ({ android_app_link }) => {
        try {
          await save.mutateAsync(android_app_link);
          form.resetDirty();
          notify('success', t('salesConsole.apps.linkSaved'), NOTICE_MS.short);
        } catch (error) {
          reportFormError(form, error);
        }
      })}
    >
      <Group align="flex-start" gap="xs">
        <TextInput
          label={t('salesConsole.apps.link')}
          description={t('salesConsole.apps.linkHint')}
          type="url"
          w={{ base: '100%', sm: 420 }}
          {...form.getInputProps('android_app_link')}
        />
        <Button
          type="submit"
          variant="light"
          mt={{ base: 0, sm: 46 }}
          loading={save.isPending}
          disabled={!form.isDirty()}
        >
          {t('salesConsole.apps.linkSave')}
        </Button>
      </Group>
    </form>
  );
}

export function AppBuildsSection({ licence }: { licence: TConsoleLicence }) {
  const { t } = useTranslation();
  const builds = useAppBuilds(licence.id);
  const request = useRequestAppBuild(licence.id);
  const paid = hasNativeApp(licence.licence_type);
  const isActive = licence.status === 'active';
  const ask = (action: TAppAction) =>
    request.mutate(action, {
      onSuccess: () =>
        notify(
          'success',
          t(action === 'build' ? 'salesConsole.apps.built' : 'salesConsole.apps.updated'),
          NOTICE_MS.normal,
        ),
      onError: (error) => reportActionError(error),
    });
  return (
    <Section title={t('salesConsole.apps.title')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{paid ? t('salesConsole.apps.buildHint') : t('salesConsole.apps.buildFree')}</Text>
        <Group gap="xs">
          <Button
            onClick={() => ask('build')}
            disabled={!paid || !isActive}
            loading={request.isPending && request.variables === 'build'}
          >
            {t('salesConsole.apps.build')}
          </Button>
          <Button
            variant="light"
            onClick={() => ask('update')}
            disabled={!isActive}
            loading={request.isPending && request.variables === 'update'}
          >
            {t('salesConsole.apps.update')}
          </Button>
        </Group>
      </Stack>
      {licence.status !== 'closed' && <AndroidLinkForm licence={licence} />}
      <Title order={3} size="h4">
        {t('salesConsole.apps.builds')}
      </Title>
      {builds.isPending ? (
        <ListSkeleton />
      ) : builds.isError ? (
        <ErrorState message={t('salesConsole.apps.loadFailed')} onRetry={() => void builds.refetch()} />
      ) : builds.data.length === 0 ? (
        <Text c="dimmed">{t('salesConsole.apps.empty')}</Text>
      ) : (
        <CardList>
          {builds.data.map((build) => (
            <BuildCard key={build.id} build={build} />
          ))}
        </CardList>
      )}
    </Section>
  );
}

/**
 * TermsAndConditions of the classic theme (SPEC §2): the site's published rules one under the other, with a short
 * list of links to each when there is more than one; a plain sentence when the site has published none.
 */
import { Anchor, Divider, Stack, Title } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, PageSkeleton } from '@/components/states';
import type { TTermsLayoutProps } from '../layout-props';
import { RichText } from '../shared/rich-text';
import { PageFrame } from './page-frame';

export function TermsPage({ title, sections, error }: TTermsLayoutProps) {
  const { t } = useTranslation();
  if (error) {
    return (
      <PageFrame title={title}>
        <ErrorState message={error.message} onRetry={error.onRetry} />
      </PageFrame>
    );
  }
  if (!sections) return <PageSkeleton />;
  return (
    <PageFrame title={title} lead={t('licenceTexts.pageLead')}>
      {sections.length === 0 && <EmptyState message={t('licenceTexts.noTexts')} />}
      {sections.length > 1 && (
        <Stack component="nav" aria-label={t('licenceTexts.onThisPage')} gap={4}>
          {sections.map((section) => (
            <Anchor key={section.id} href={`#${section.id}`} underline="hover" w="fit-content">
              {section.title}
            </Anchor>
          ))}
        </Stack>
      )}
      {sections.map((section, index) => (
        <Fragment key={section.id}>
          {index > 0 && <Divider />}
          <Stack component="section" aria-labelledby={`${section.id}-title`} gap="sm" id={section.id}>
            <Title order={2} id={`${section.id}-title`}>
              {section.title}
            </Title>
            <RichText html={section.html} />
          </Stack>
        </Fragment>
      ))}
    </PageFrame>
  );
}

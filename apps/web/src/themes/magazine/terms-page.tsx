/**
 * TermsAndConditions of the magazine theme (SPEC §2): the site's published rules in the reading column, one ruled
 * section after another, with a contents list when there is more than one; a plain sentence when there are none.
 */
import { Anchor, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, PageSkeleton } from '@/components/states';
import type { TTermsLayoutProps } from '../layout-props';
import classes from './magazine.module.css';
import { PageFrame, SectionHead } from './page-frame';
import { StoryBody } from './story-body';

export function TermsPage({ title, sections, error }: TTermsLayoutProps) {
  const { t } = useTranslation();
  if (error) {
    return (
      <PageFrame title={title} isNarrow>
        <ErrorState message={error.message} onRetry={error.onRetry} />
      </PageFrame>
    );
  }
  if (!sections) return <PageSkeleton />;
  return (
    <PageFrame title={title} lead={t('licenceTexts.pageLead')} isNarrow>
      {sections.length === 0 && <EmptyState message={t('licenceTexts.noTexts')} />}
      {sections.length > 1 && (
        <Stack component="nav" aria-labelledby="terms-contents" gap={6}>
          <SectionHead id="terms-contents">{t('licenceTexts.onThisPage')}</SectionHead>
          {sections.map((section) => (
            <Anchor key={section.id} href={`#${section.id}`} underline="hover" w="fit-content">
              {section.title}
            </Anchor>
          ))}
        </Stack>
      )}
      {sections.map((section) => (
        <Stack
          key={section.id}
          component="section"
          aria-labelledby={`${section.id}-title`}
          gap="sm"
          id={section.id}
          className={classes.sectionFront}
        >
          <Title order={2} id={`${section.id}-title`}>
            {section.title}
          </Title>
          <StoryBody html={section.html} />
        </Stack>
      ))}
    </PageFrame>
  );
}

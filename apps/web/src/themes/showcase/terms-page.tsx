/**
 * TermsAndConditions of the showcase theme (SPEC §2): the list of the site's rules beside them, staying in view on
 * wide screens (above them on phones), and each rule in a reading column; a plain sentence when there are none.
 */
import { Anchor, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, PageSkeleton } from '@/components/states';
import type { TTermsLayoutProps } from '../layout-props';
import { RichText } from '../shared/rich-text';
import { PageFrame } from './page-frame';
import classes from './showcase.module.css';

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
      <div className={sections.length > 1 ? classes.sidebarSplit : undefined}>
        {sections.length > 1 && (
          <nav aria-label={t('licenceTexts.onThisPage')} className={`${classes.panel} ${classes.sticky}`}>
            <Stack gap="xs">
              <span className={classes.eyebrow}>{t('licenceTexts.onThisPage')}</span>
              {sections.map((section) => (
                <Anchor key={section.id} href={`#${section.id}`} underline="hover" fw={600}>
                  {section.title}
                </Anchor>
              ))}
            </Stack>
          </nav>
        )}
        <Stack gap={48} maw={760}>
          {sections.map((section) => (
            <Stack
              key={section.id}
              component="section"
              aria-labelledby={`${section.id}-title`}
              gap="sm"
              id={section.id}
            >
              <div className={classes.sectionHead}>
                <Title order={2} id={`${section.id}-title`}>
                  {section.title}
                </Title>
              </div>
              <RichText html={section.html} />
            </Stack>
          ))}
        </Stack>
      </div>
    </PageFrame>
  );
}

/**
 * The platform's terms of payment and terms and conditions (SPEC §2): the whole text in the reader's language, with
 * the day it took effect and a list of its sections to jump to.
 */
import type { TLanguage } from '@izlog/contract/constants';
import { Anchor, Box, Container, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePlatformTitle } from '@/lib/platform-title';
import { TERMS_AND_CONDITIONS, TERMS_OF_PAYMENT } from '../content/platform-terms';
import { formatListDate } from '../utils/money';

type TTermsPageProps = { document: 'payment' | 'conditions' };

export function TermsPage({ document }: TTermsPageProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as TLanguage;
  const texts = (document === 'payment' ? TERMS_OF_PAYMENT : TERMS_AND_CONDITIONS)[language] ?? TERMS_OF_PAYMENT.srp;
  const title = document === 'payment' ? t('salesSite.terms.ofPayment') : t('salesSite.terms.andConditions');
  usePlatformTitle(title);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          <Text size="sm" c="dimmed">
            {t('salesSite.terms.updated', { date: formatListDate(texts.effectiveDate, language) })}
          </Text>
        </Stack>
        <Box component="nav" aria-labelledby="terms-contents">
          <Text id="terms-contents" fw={600} mb={4}>
            {t('salesSite.terms.onThisPage')}
          </Text>
          <List type="ordered" size="sm" spacing={2}>
            {texts.sections.map((section) => (
              <List.Item key={section.id}>
                <Anchor href={`#${section.id}`} underline="hover">
                  {section.title}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Box>
        {texts.sections.map((section, index) => (
          <Box component="section" key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
            <Title order={2} size="h3" id={`${section.id}-title`} mb="xs">
              {`${index + 1}. ${section.title}`}
            </Title>
            <Stack gap="xs">
              {section.paragraphs.map((paragraph) => (
                <Text key={paragraph.slice(0, 40)}>{paragraph}</Text>
              ))}
            </Stack>
          </Box>
        ))}
      </Stack>
    </Container>
  );
}

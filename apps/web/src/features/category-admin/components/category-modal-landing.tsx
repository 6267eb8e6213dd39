/** The landing screen of the edit-category modal (SPEC §2): what the admin wants to do. */
import { Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type TLandingChoice = 'create' | 'pick' | 'categoryOrder' | 'contentTypeOrder';

const CHOICES = [
  { choice: 'create', title: 'create', hint: 'createHint' },
  { choice: 'pick', title: 'edit', hint: 'editHint' },
  { choice: 'categoryOrder', title: 'categoryOrder', hint: 'categoryOrderHint' },
  { choice: 'contentTypeOrder', title: 'contentTypeOrder', hint: 'contentTypeOrderHint' },
] as const;

export function CategoryModalLanding({ onChoose }: { onChoose(choice: TLandingChoice): void }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Text>{t('categoryAdmin.landing.intro')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {CHOICES.map(({ choice, title, hint }, index) => (
          <LandingOption
            key={choice}
            title={t(`categoryAdmin.landing.${title}`)}
            hint={t(`categoryAdmin.landing.${hint}`)}
            isFirst={index === 0}
            onClick={() => onChoose(choice)}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

type TLandingOptionProps = { title: string; hint: string; isFirst: boolean; onClick(): void };

function LandingOption({ title, hint, isFirst, onClick }: TLandingOptionProps) {
  const titleId = useId();
  const hintId = useId();
  return (
    <Paper withBorder radius="md" p={0}>
      <UnstyledButton
        onClick={onClick}
        aria-labelledby={titleId}
        aria-describedby={hintId}
        data-autofocus={isFirst || undefined}
        p="md"
        w="100%"
        h="100%"
      >
        <Text id={titleId} fw={600}>
          {title}
        </Text>
        <Text id={hintId} size="sm" c="dimmed">
          {hint}
        </Text>
      </UnstyledButton>
    </Paper>
  );
}

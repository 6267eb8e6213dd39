/**
 * The moderation modal of SPEC §2 (default section: product moderation): products, catalogs, blogs, comments and
 * planners (their own words and their items), each with the count of what waits (moderation-numbers) and its list.
 */
import { Badge, Tabs, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '@/components/app-modal';
import { PHONE_QUERY } from '@/lib/breakpoints';
import { closeModal, type TModerationSection } from '@/lib/modal-store';
import { useModerationNumbers } from '../api/get-moderation-numbers';
import type { TModerationItem } from '../utils/moderation-item';
import { countOf, DEFAULT_SECTION, ITEM_SECTIONS, SECTIONS } from '../utils/moderation-sections';
import { CommentsSection } from './comments-section';
import { ItemSection } from './item-section';
import { PlannerItemsSection } from './planner-items-section';

const FIRST_PAGES: Record<TModerationSection, number> = {
  products: 1,
  catalogs: 1,
  blogs: 1,
  comments: 1,
  plannerItems: 1,
};

export function ModerationModal({ section: initialSection = DEFAULT_SECTION }: { section?: TModerationSection }) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const numbers = useModerationNumbers();
  const [section, setSection] = useState<TModerationSection>(initialSection);
  const [pages, setPages] = useState(FIRST_PAGES);
  // The planners' section has two lists: the items' page is the section's, the planners' is kept here.
  const [plannersPage, setPlannersPage] = useState(1);
  const [selected, setSelected] = useState<TModerationItem | null>(null);

  const setPage = (page: number) => setPages((current) => ({ ...current, [section]: page }));
  // SPEC §4: after a decision the lists start again from page 1 (the hooks have them read again).
  const afterDecision = () => {
    setSelected(null);
    setPages(FIRST_PAGES);
    setPlannersPage(1);
  };

  return (
    <AppModal opened onClose={closeModal} title={t('moderation.title')} size="80rem" fullScreen={isPhone}>
      <Tabs
        value={section}
        onChange={(value) => {
          if (!value) return;
          setSection(value as TModerationSection);
          setSelected(null);
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('moderation.sectionsLabel')} mb="md">
          {SECTIONS.map((item) => {
            const count = countOf(item, numbers.data);
            const name = t(`moderation.sections.${item}`);
            return (
              <Tabs.Tab
                key={item}
                value={item}
                // The badge is read with a word after its number, "Products 2 waiting": the name is the tab's own
                // visible text and more, never a label that differs from it (WCAG 2.5.3).
                rightSection={
                  count !== undefined && (
                    <Badge size="sm" circle={count < 10} color={count > 0 ? 'red' : 'gray'}>
                      {count}
                      <VisuallyHidden> {t('moderation.waiting')}</VisuallyHidden>
                    </Badge>
                  )
                }
              >
                {name}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {ITEM_SECTIONS.map((config) => (
          <Tabs.Panel key={config.section} value={config.section}>
            <ItemSection
              config={config}
              page={pages[config.section]}
              onPageChange={setPage}
              selected={selected}
              onSelect={setSelected}
              onDecided={afterDecision}
            />
          </Tabs.Panel>
        ))}
        <Tabs.Panel value="comments">
          <CommentsSection page={pages.comments} onPageChange={setPage} onDecided={afterDecision} />
        </Tabs.Panel>
        <Tabs.Panel value="plannerItems">
          <PlannerItemsSection
            itemsPage={pages.plannerItems}
            onItemsPageChange={setPage}
            plannersPage={plannersPage}
            onPlannersPageChange={setPlannersPage}
            onDecided={afterDecision}
          />
        </Tabs.Panel>
      </Tabs>
    </AppModal>
  );
}

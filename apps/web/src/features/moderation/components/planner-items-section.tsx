/**
 * The moderation modal's planners section (issue 15, decision 0041): public planners whose title and description wait
 * for a moderator, then items their owners show publicly in a public planner. Each list pages on its own; every
 * decision sends the version shown, and afterwards both lists start again from page 1 (SPEC §4).
 */
import type { TModerationPlanner, TModerationPlannerItem } from '@izlog/contract/planners';
import { Stack } from '@mantine/core';
import { MODERATION_PAGE_SIZE } from '../api/get-contents-on-moderation';
import { usePlannerItemsOnModeration } from '../api/get-planner-items-on-moderation';
import { usePlannersOnModeration } from '../api/get-planners-on-moderation';
import { useModeratePlanner } from '../api/moderate-planner';
import { PlannerDecisionList } from './planner-decision-list';
import { PlannerFacts, PlannerItemFacts } from './planner-facts';

type TPlannerItemsSectionProps = {
  plannersPage: number;
  onPlannersPageChange(page: number): void;
  itemsPage: number;
  onItemsPageChange(page: number): void;
  onDecided(): void;
};

export function PlannerItemsSection(props: TPlannerItemsSectionProps) {
  const { plannersPage, onPlannersPageChange, itemsPage, onItemsPageChange, onDecided } = props;
  const planners = usePlannersOnModeration(plannersPage, MODERATION_PAGE_SIZE);
  const items = usePlannerItemsOnModeration(itemsPage, MODERATION_PAGE_SIZE);
  // One decision at a time across both lists: their buttons wait for it together.
  const moderation = useModeratePlanner();
  return (
    <Stack gap="xl">
      <PlannerDecisionList<TModerationPlanner>
        subject="planner"
        query={planners}
        moderation={moderation}
        renderFacts={(planner) => <PlannerFacts planner={planner} />}
        onPageChange={onPlannersPageChange}
        onDecided={onDecided}
      />
      <PlannerDecisionList<TModerationPlannerItem>
        subject="planner-item"
        query={items}
        moderation={moderation}
        renderFacts={(item) => <PlannerItemFacts item={item} />}
        onPageChange={onItemsPageChange}
        onDecided={onDecided}
      />
    </Stack>
  );
}

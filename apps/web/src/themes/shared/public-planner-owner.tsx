/**
 * "A planner by milica" beside a public planner's title, the name a link to the owner's profile, worded alike in every
 * theme. The theme sets the text around it and the weight of the name.
 */
import type { TPublicPlannerSummary } from '@izlog/contract/planners';
import { Anchor, type AnchorProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { links } from '@/lib/paths';

type TPlannerOwnerProps = { user: TPublicPlannerSummary['user']; nameWeight: AnchorProps['fw'] };

export function PlannerOwner({ user, nameWeight }: TPlannerOwnerProps) {
  const { t } = useTranslation();
  return (
    <>
      {t('publicPlanners.page.owner')}{' '}
      <Anchor component={Link} to={links.profile(user.id)} fw={nameWeight}>
        {user.username || t('catalogue.unnamedAuthor')}
      </Anchor>
    </>
  );
}

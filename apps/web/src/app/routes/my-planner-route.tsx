/**
 * `/my/planners/:id` (back office, 'planners.keep'): one of the user's planners. Another user's planner, or none, is
 * the not-found page (the server answers both 404 alike).
 */
import { Container } from '@mantine/core';
import { useParams } from 'react-router';
import { NotFoundPage } from '@/components/not-found-page';
import { ErrorState, PageSkeleton } from '@/components/states';
import { usePlanner } from '@/features/planners/api/get-planner';
import { PlannerPage } from '@/features/planners/components/planner-page';
import { isNotFound } from './query-gate';

export function MyPlannerRoute() {
  const { id = '' } = useParams();
  const plannerId = Number(id);
  const isId = Number.isInteger(plannerId) && plannerId > 0;
  return isId ? <PlannerOfId id={plannerId} /> : <NotFoundPage />;
}

function PlannerOfId({ id }: { id: number }) {
  const planner = usePlanner(id);
  if (planner.data) return <PlannerPage detail={planner.data} />;
  if (planner.isPending) return <PageSkeleton />;
  if (isNotFound(planner.error)) return <NotFoundPage />;
  return (
    <Container size="lg" py="lg">
      <ErrorState message={planner.error?.message ?? ''} onRetry={() => void planner.refetch()} />
    </Container>
  );
}

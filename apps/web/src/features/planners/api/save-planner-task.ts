/**
 * POST /planner-items/create-planner-task/{plannerId} and update-planner-task/{itemId}: the whole task form as
 * multipart (its picture may be a file). The answer's item and totals go into the planner's page.
 */
import type { TPlannerItemChange } from '@izlog/contract/planners';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { useItemWrite } from './planner-cache';

type TSaveTaskInput = { plannerId: number; itemId?: number; body: FormData };

export const savePlannerTask = ({ plannerId, itemId, body }: TSaveTaskInput) =>
  apiRequest<TPlannerItemChange>(
    itemId === undefined ? apiPaths.createPlannerTask(plannerId) : apiPaths.updatePlannerTask(itemId),
    { method: 'POST', body },
  );

export const useSavePlannerTask = () => useItemWrite(savePlannerTask);

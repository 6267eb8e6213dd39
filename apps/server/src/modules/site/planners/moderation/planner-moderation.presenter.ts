/**
 * Planner items and planners as moderators see them (ZModerationPlannerItem, ZModerationPlanner): what the public
 * would see, with the planner and owner, and the version (`updated_at`) a decision names.
 */
import type {
  TModerationPlanner,
  TModerationPlannerItem,
  TPlannerItemStatus,
  TPlannerStatus,
} from '@izlog/contract/planners';
import { minutesOf } from '../items/planner-item-change';
import type { TModerationItemRow } from './planner-moderation.queries';
import type { TModerationPlannerRow } from './planner-words-moderation.queries';

export const presentModerationPlannerItem = (row: TModerationItemRow): TModerationPlannerItem => ({
  id: row.id,
  title: row.title,
  remark: row.remark,
  image: row.image ? { url: row.image, sizes: row.imageSizes ?? {} } : null,
  scheduled_date: row.scheduledDate,
  scheduled_time: minutesOf(row.scheduledTime),
  city: row.city,
  country: row.country,
  category:
    row.categoryId !== null && row.categoryName !== null ? { id: row.categoryId, name: row.categoryName } : null,
  status: row.status as TPlannerItemStatus,
  updated_at: row.updatedAt.toISOString(),
  planner: { id: row.plannerId, title: row.plannerTitle },
  user: { id: row.userId, username: row.username ?? '' },
});

export const presentModerationPlanner = (row: TModerationPlannerRow): TModerationPlanner => ({
  id: row.id,
  title: row.title,
  description: row.description,
  status: row.status as TPlannerStatus,
  user: { id: row.userId, username: row.username ?? '' },
  items_count: row.itemsCount,
  updated_at: row.updatedAt.toISOString(),
});

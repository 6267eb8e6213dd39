/**
 * Planners (SPEC §7 "Planners", issue 15, decision 0041): the module's plugin. Each route file registers one group of
 * calls: the owner's planners and items, the public planners, the moderation of items shown publicly and the calendar.
 */
import type { FastifyInstance } from 'fastify';
import { ownPlannersRoutes } from './own-planners.routes';
import { plannerCalendarRoutes } from './planner-calendar.routes';
import { plannerItemsRoutes } from './planner-items.routes';
import { plannerModerationRoutes } from './planner-moderation.routes';
import { plannerRemindersJob } from './planner-reminders';
import { publicPlannersRoutes } from './public-planners.routes';

export async function plannersModule(app: FastifyInstance) {
  await app.register(ownPlannersRoutes);
  await app.register(plannerItemsRoutes);
  await app.register(publicPlannersRoutes);
  await app.register(plannerModerationRoutes);
  await app.register(plannerCalendarRoutes);
  await app.register(plannerRemindersJob);
}

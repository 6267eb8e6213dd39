/**
 * Planners (SPEC §7 "Planners", issue 15, decision 0041): the module's plugin. Each route file registers one group of
 * calls: the owner's planners and items, the public planners, the moderation of items shown publicly and the calendar.
 */
import type { FastifyInstance } from 'fastify';
import { plannerCalendarRoutes } from './calendar/planner-calendar.routes';
import { plannerItemsRoutes } from './items/planner-items.routes';
import { plannerModerationRoutes } from './moderation/planner-moderation.routes';
import { ownPlannersRoutes } from './own-planners.routes';
import { publicPlannersRoutes } from './public/public-planners.routes';
import { plannerRemindersJob } from './reminders/planner-reminders';

export async function plannersModule(app: FastifyInstance) {
  await app.register(ownPlannersRoutes);
  await app.register(plannerItemsRoutes);
  await app.register(publicPlannersRoutes);
  await app.register(plannerModerationRoutes);
  await app.register(plannerCalendarRoutes);
  await app.register(plannerRemindersJob);
}

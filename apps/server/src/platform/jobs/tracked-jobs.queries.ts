/**
 * Data access of `job_records`, what people watch of a background job (platform table; its licence and order only
 * say whose job it is): the only Drizzle in platform/jobs.
 */
import { and, eq, sql } from 'drizzle-orm';
import { jobRecords } from '../../db/schema';
import type { Db } from '../db/database';

export type TJobRecordRow = typeof jobRecords.$inferSelect;
export type TJobRecordState = 'queued' | 'running' | 'retrying' | 'succeeded' | 'failed';

export async function insertJobRecord(
  db: Db,
  values: { name: string; licenceId?: number; orderId?: number },
): Promise<TJobRecordRow> {
  const [row] = await db
    .insert(jobRecords)
    .values({ name: values.name, licenceId: values.licenceId, orderId: values.orderId, state: 'queued' })
    .returning();
  return row!;
}

export async function setJobRecordQueueId(db: Db, id: number, queueJobId: string): Promise<TJobRecordRow> {
  const [row] = await db.update(jobRecords).set({ queueJobId }).where(eq(jobRecords.id, id)).returning();
  return row!;
}

export async function deleteJobRecord(db: Db, id: number): Promise<void> {
  await db.delete(jobRecords).where(eq(jobRecords.id, id));
}

export async function findJobRecord(db: Db, id: number): Promise<TJobRecordRow | undefined> {
  const [row] = await db.select().from(jobRecords).where(eq(jobRecords.id, id));
  return row;
}

/** A run starts: the attempt it is, the queue's id of the job, no message left from the last failure. */
export async function markJobRunning(db: Db, id: number, attempt: number, queueJobId: string): Promise<void> {
  await db
    .update(jobRecords)
    .set({ state: 'running', attempts: attempt, queueJobId, message: null, updatedAt: sql`now()` })
    .where(eq(jobRecords.id, id));
}

export async function markJobEnded(
  db: Db,
  id: number,
  state: Extract<TJobRecordState, 'retrying' | 'succeeded' | 'failed'>,
  message: string | null,
): Promise<void> {
  await db
    .update(jobRecords)
    .set({
      state,
      message,
      ...(state === 'succeeded' ? { progress: 100 } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(jobRecords.id, id));
}

/** Progress of a running job; a late report (the job already ended) changes nothing. */
export async function updateJobProgress(db: Db, id: number, progress: number, message: string | null): Promise<void> {
  await db
    .update(jobRecords)
    .set({ progress, ...(message !== null ? { message } : {}), updatedAt: sql`now()` })
    .where(and(eq(jobRecords.id, id), eq(jobRecords.state, 'running')));
}

import { z } from 'zod';

/** When the running app takes backups (docs/decisions/0082). */
export const backupScheduleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('daily'), time: z.string() }),
  z.object({ kind: z.literal('every'), minutes: z.number() }),
  z.object({ kind: z.literal('off') }),
]);
export type BackupSchedule = z.infer<typeof backupScheduleSchema>;

/** The dashboard's backup card: the schedule and how the latest backups went. */
export const backupStatusSchema = z.object({
  schedule: backupScheduleSchema,
  keep: z.number(),
  /** ISO; null when the schedule is off */
  nextAt: z.string().nullable(),
  running: z.boolean(),
  lastSuccess: z.object({ at: z.string(), fileName: z.string(), sizeBytes: z.number() }).nullable(),
  lastFailure: z.object({ at: z.string(), error: z.string() }).nullable(),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;

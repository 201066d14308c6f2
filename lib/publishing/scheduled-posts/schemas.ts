import { z } from "zod";
import { SCHEDULED_POST_STATUSES } from "@/lib/model/enums";
import { PUBLISH_AT_IN_PAST_MESSAGE } from "./constants";

/** PUT /api/posts/{slug}/schedule: when the post goes live, a time with its offset that has not passed. */
export const postScheduleInputSchema = z
  .object({
    publish_at: z.iso.datetime({ offset: true }).refine((value) => Date.parse(value) > Date.now(), PUBLISH_AT_IN_PAST_MESSAGE),
  })
  .strict();
export type PostScheduleInput = z.infer<typeof postScheduleInputSchema>;

/** A post's current schedule: waiting for its time, or failed with the reason. */
export const postScheduleSchema = z.object({
  publish_at: z.string(),
  status: z.enum(SCHEDULED_POST_STATUSES),
  error: z.string().nullable(),
});
export type PostSchedule = z.infer<typeof postScheduleSchema>;

/** GET /api/posts/{slug}/schedule: the schedule (null when the post waits for no time), and whether this person may change it. */
export const postScheduleAnswerSchema = z.object({ schedule: postScheduleSchema.nullable(), may_schedule: z.boolean() });
export type PostScheduleAnswer = z.infer<typeof postScheduleAnswerSchema>;

/** GET /api/scheduled: the organisation's scheduled and failed posts, soonest first. */
export const scheduledPostsAnswerSchema = z.object({
  posts: z.array(postScheduleSchema.extend({ id: z.string(), post_id: z.string(), slug: z.string(), title: z.string() })),
});
export type ScheduledPostsAnswer = z.infer<typeof scheduledPostsAnswerSchema>;

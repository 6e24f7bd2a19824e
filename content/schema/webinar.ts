import { z } from 'zod';
import { webinarCategories } from '../resources/resource-options.ts';

export const webinarCategorySchema = z.enum(webinarCategories).exclude(['all']);

export const webinarSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  title: z.string().min(1),
  description: z.string().min(1),
  /** Calendar date (YYYY-MM-DD) of the live session. */
  date: z.iso.date(),
  /** Start time as shown, with its time zone. */
  time: z.string().min(1),
  /** Minutes; webinars run 45 to 60. */
  duration: z.number().int().min(45).max(60),
  presenter: z.string().min(1),
  presenterRole: z.string().min(1),
  category: webinarCategorySchema,
  thumbnailUrl: z.string().startsWith('/images/webinars/'),
  /** What attendees take away; shown in the details of each webinar. */
  agenda: z.array(z.string().min(1)).min(2),
  upcoming: z.boolean(),
  featured: z.boolean(),
});

export type WebinarCategory = z.infer<typeof webinarCategorySchema>;
export type Webinar = z.infer<typeof webinarSchema>;

// Response schemas of the notification endpoints (loaded on demand, like responses.ts).
import { z } from '../zodMini';

export const notificationSchema = z.strictObject({
  id: z.int(),
  type: z.string(),
  data: z.record(z.string(), z.unknown()),
  seen: z.boolean(),
  persist: z.boolean(),
  captchaStatus: z.nullable(z.string()),
});

export const notifications = z.strictObject({ notifications: z.array(notificationSchema) });
export const notificationsSeen = z.strictObject({ seen: z.int() });
export const sentTestNotification = z.strictObject({ notification: notificationSchema });

import { z } from '../zodMini';
import { emailSchema } from './auth';
import { multilineText, text } from './text';

export const BUG_CATEGORIES = ['gameplay', 'account', 'shop', 'display', 'other'] as const;

export const bugReportBody = z.strictObject({
  category: z.enum(BUG_CATEGORIES),
  summary: text().check(
    z.trim(),
    z.minLength(5, 'Please describe the problem in a few words.'),
    z.maxLength(120),
  ),
  // The one multi-line field: steps to reproduce read better on their own lines.
  details: multilineText().check(
    z.trim(),
    z.minLength(10, 'Please tell us a little more (10 characters or more).'),
    z.maxLength(4000),
  ),
  email: z.optional(z.union([emailSchema, z.literal('')])),
  pageUrl: z.optional(text().check(z.maxLength(500))),
});
export type BugReportBody = z.infer<typeof bugReportBody>;

export interface NewsItem {
  id: number;
  slug: string;
  title: string;
  summary: string;
  body: string;
  author: string;
  createdStamp: number;
}

export interface UpdateItem {
  id: number;
  version: string;
  title: string;
  body: string;
  createdStamp: number;
}

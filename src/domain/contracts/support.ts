import { z } from '../zodMini';

export const BUG_CATEGORIES = ['gameplay', 'account', 'shop', 'display', 'other'] as const;

export const bugReportBody = z.strictObject({
  category: z.enum(BUG_CATEGORIES),
  summary: z
    .string()
    .check(
      z.trim(),
      z.minLength(5, 'Please describe the problem in a few words.'),
      z.maxLength(120),
    ),
  details: z
    .string()
    .check(
      z.trim(),
      z.minLength(10, 'Please tell us a little more (10 characters or more).'),
      z.maxLength(4000),
    ),
  email: z.optional(z.union([z.email('Please enter a valid e-mail address.'), z.literal('')])),
  pageUrl: z.optional(z.string().check(z.maxLength(500))),
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

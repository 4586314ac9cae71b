import { z } from 'zod';

export const BUG_CATEGORIES = ['gameplay', 'account', 'shop', 'display', 'other'] as const;

export const bugReportBody = z
  .object({
    category: z.enum(BUG_CATEGORIES),
    summary: z.string().trim().min(5, 'Please describe the problem in a few words.').max(120),
    details: z
      .string()
      .trim()
      .min(10, 'Please tell us a little more (10 characters or more).')
      .max(4000),
    email: z.union([z.email('Please enter a valid e-mail address.'), z.literal('')]).optional(),
    pageUrl: z.string().max(500).optional(),
  })
  .strict();
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

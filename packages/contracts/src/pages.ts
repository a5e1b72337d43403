/** Pages service: the merchant's legal pages and guidelines, as sanitised HTML. */
import { z } from 'zod';

export const RawPagesResponse = z.object({
  data: z.object({ privacy_policy: z.string(), terms_use: z.string() }),
});
export const GuidelinesResponse = z.object({ guideline: z.string() });

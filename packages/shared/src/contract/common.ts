import { z } from 'zod';
import { LIMITS } from '../reference/limits.ts';
import { ERROR_CODES } from './error-codes.ts';

/** Languages of the product; Arabic is the default. */
export const LANGUAGES = ['ar', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ar';

/** A positive integer given as a query string ('3'), or absent. Anything else is a 400. */
const positiveIntParam = z
  .string()
  .regex(/^[1-9][0-9]{0,8}$/, { message: 'errors:field.positiveInteger' })
  .transform(Number);

/** `page` ≥ 1 (default 1), `limit` 1–50 (default 10; larger values are capped at 50). */
export const PagingQuerySchema = z.object({
  page: positiveIntParam.optional().transform((v) => v ?? 1),
  limit: positiveIntParam.optional().transform((v) => Math.min(v ?? LIMITS.pageSizeDefault, LIMITS.pageSizeMax)),
});
export type PagingQuery = z.output<typeof PagingQuerySchema>;

/** The success envelope of one object. */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal('success'), message: z.string().optional(), data });
}

/** An answer that is only a message to show ("Your report was received"). */
export const MessageResponseSchema = successEnvelope(z.null()).extend({ message: z.string() });

/** An answer with nothing to say beyond success (a deletion). */
export const EmptyResponseSchema = successEnvelope(z.null());

/** The success envelope of a page of a list. */
export function pageEnvelope<T extends z.ZodType>(item: T) {
  return z.object({
    status: z.literal('success'),
    message: z.string().optional(),
    data: z.array(item),
    total: z.number().int(),
    currentPage: z.number().int(),
    totalPages: z.number().int(),
  });
}

/** A code of the error envelope (`error-codes.ts`). */
export const ErrorCodeSchema = z.enum(ERROR_CODES);

/** The error envelope of every failed call (docs/product-decisions.md section 2). */
export const ErrorEnvelopeSchema = z.object({
  status: z.literal('error'),
  code: ErrorCodeSchema,
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  /** With a 409 "already exists": the item that exists, so the caller can open it instead of a copy. */
  existing: z.object({ _id: z.string(), name: z.string() }).optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

/** A stored picture at the widths the screens need. */
export const ImageSchema = z.object({
  _id: z.string(),
  url: z.string(),
  srcSet: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type Image = z.infer<typeof ImageSchema>;

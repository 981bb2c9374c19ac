import { z } from 'zod';

/**
 * A multi-value query filter (`status=a,b` or `status=a&status=b`, at most 20 values). The
 * caller sends the values as an array (`{ status: ['Open', 'Closed'] }`), so that is its
 * input type; the server also reads them from the comma-separated text.
 */
export const queryList = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v: z.output<T>[] | undefined) =>
      (v as unknown) === undefined || (v as unknown) === ''
        ? undefined
        : (Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(',')).filter(Boolean),
    z.array(item).max(20).optional(),
  );

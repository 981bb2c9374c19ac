import type { z } from 'zod';

/**
 * In a superRefine: refuses every item of `items` whose `field` repeats an earlier item's,
 * with `message` at `[list, index, field]` (the form shows it under that line's field).
 */
export function refuseRepeats<T, K extends keyof T & string>(
  ctx: z.RefinementCtx,
  items: readonly T[],
  path: { list: string; field: K },
  message: string,
): void {
  const seen = new Set<T[K]>();
  items.forEach((item, index) => {
    const value = item[path.field];
    if (seen.has(value)) {
      ctx.addIssue({ code: 'custom', message, path: [path.list, index, path.field] });
    }
    seen.add(value);
  });
}

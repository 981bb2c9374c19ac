import { z } from 'zod';

/**
 * The one way a record id is read, in a path, a query or a body (issue 12 §7: `0x10`,
 * `1e0`, `+1`, `01`, `" 1"` were all read as numbers, and a fuzz deleted the wrong user).
 * An id is a JSON integer or its canonical decimal text: digits only, no sign, no leading
 * zero, no spaces, at most 15 digits (so it stays a safe integer). Anything else is a 400.
 */
export const MAX_RECORD_ID = 999_999_999_999_999;

const bad = 'validation.invalidId';

const idOf = (min: 0 | 1, text: RegExp) =>
  z.union(
    [
      z.int({ error: bad }).min(min, { error: bad }).max(MAX_RECORD_ID, { error: bad }),
      z.string({ error: bad }).regex(text, { error: bad }).transform(Number),
    ],
    { error: (issue) => (issue.input === undefined ? 'validation.required' : bad) },
  );

/** A record id: 1, 2, … as a number or as canonical decimal text. */
export const recordId = idOf(1, /^[1-9][0-9]{0,14}$/);

/** A parent id where 0 means "the root" (menu tree). */
export const recordIdOrRoot = idOf(0, /^(0|[1-9][0-9]{0,14})$/);

import dayjs, { type Dayjs } from 'dayjs';

/** A range picker's value: either end may be open. */
export type DayRange = [Dayjs | null, Dayjs | null] | null;

const DAY = 'YYYY-MM-DD';

/** A range picker's value as a list query's two days (`YYYY-MM-DD`), undefined when open. */
export const daysOfRange = (range: DayRange | undefined) =>
  [range?.[0]?.format(DAY), range?.[1]?.format(DAY)] as const;

/** A list query's two days as a range picker's value (none when neither is set). */
export const rangeOfDays = (from: string | undefined, to: string | undefined): DayRange =>
  from || to ? [from ? dayjs(from) : null, to ? dayjs(to) : null] : null;

import type { Dayjs } from 'dayjs';

/**
 * spec §5 message date range: the end date is not before the start date (and the start not
 * after the end); the range runs from 00:00:00 of the start day to 23:59:59 of the end day
 * in the user's own time zone, sent as instants.
 */
export function messageRange(start: Dayjs | null, end: Dayjs | null) {
  if (start && end && end.isBefore(start, 'day')) return { valid: false as const };
  return {
    valid: true as const,
    startTime: start ? start.startOf('day').toISOString() : undefined,
    endTime: end ? end.endOf('day').toISOString() : undefined,
  };
}

/** For the date pickers: days that cannot be chosen given the other end. */
export const endDateDisabled = (start: Dayjs | null) => (day: Dayjs) =>
  Boolean(start && day.isBefore(start, 'day'));
export const startDateDisabled = (end: Dayjs | null) => (day: Dayjs) =>
  Boolean(end && day.isAfter(end, 'day'));

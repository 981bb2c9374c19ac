import { formatDate } from '@lading/shared';
import type { AppDeps } from '../../app-deps';

/** Today in the display zone (LADING_TIME_ZONE): actual dates may not be later. */
export const todayOf = (deps: Pick<AppDeps, 'config'>, now: Date) =>
  formatDate(now, deps.config.timeZone);

import { CONFIRM_READY_DATES, type ConfirmReadyDate } from '@lading/shared';
import type { PlanLinePreset } from './PlanLineFilterForm';

/**
 * The filters a link carries (spec §2 message targets): `confirmReadyDate=-1,3` (commas or
 * repeated) and `owner=1`. Unknown values are dropped, not trusted.
 */
export function presetFromQuery(params: URLSearchParams): PlanLinePreset {
  const states = params
    .getAll('confirmReadyDate')
    .flatMap((value) => value.split(','))
    .map((value) => Number(value.trim()))
    .filter((value): value is ConfirmReadyDate =>
      (CONFIRM_READY_DATES as readonly number[]).includes(value),
    );
  return {
    confirmReadyDate: states.length ? [...new Set(states)] : undefined,
    owner: params.get('owner') === '1' ? 1 : undefined,
  };
}

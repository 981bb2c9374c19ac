import { delayReasonOperations, type DelayReasonItem, type Language } from '@lading/shared';
import { App } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/call';
import { REFERENCE_KEY } from '../useReference';

/** The delay reason list's query key start (under the reference lists: one save refreshes all). */
export const DELAY_REASONS_KEY = [...REFERENCE_KEY, delayReasonOperations.list.path] as const;
/** The active codes a reason select offers. */
export const DELAY_REASON_OPTIONS_KEY = [...REFERENCE_KEY, 'delay-reason-options'] as const;

/** A delay reason's name in the UI's language. */
export const delayReasonName = (reason: DelayReasonItem, lang: Language) =>
  lang === 'zh' ? reason.nameZh : reason.nameEn;

/** The active delay reasons (a reason select's options), cached a minute. */
export const useActiveDelayReasons = (enabled = true) =>
  useQuery({
    queryKey: DELAY_REASON_OPTIONS_KEY,
    queryFn: () => call(delayReasonOperations.options),
    staleTime: 60_000,
    enabled,
  });

/** Activate or deactivate a code; says which happened. */
export function useSetDelayReasonActive() {
  const { t } = useTranslation('tracking');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { reason: DelayReasonItem; active: boolean }) =>
      call(delayReasonOperations.setActive, {
        params: { id: change.reason.id },
        body: { active: change.active },
      }),
    onSuccess: (reason) => {
      void message.success(
        t(reason.active ? 'delayReasons.activated' : 'delayReasons.deactivated', {
          code: reason.code,
        }),
      );
      return queryClient.invalidateQueries({ queryKey: REFERENCE_KEY });
    },
  });
}

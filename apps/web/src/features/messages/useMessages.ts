import {
  UNREAD_POLL_MS,
  stationMessageOperations as op,
  type OperationInput,
} from '@lading/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call';

export const MESSAGES_KEY = ['messages'] as const;

/** spec §7/§9: the unread count, polled every 60 s. */
export const useUnreadCount = () =>
  useQuery({
    queryKey: [...MESSAGES_KEY, 'unread'],
    queryFn: () => call(op.unreadCount),
    refetchInterval: UNREAD_POLL_MS,
  });

export const useMessageList = (query: OperationInput<typeof op.list>['query']) =>
  useQuery({
    queryKey: [...MESSAGES_KEY, 'list', query],
    queryFn: () => call(op.list, { query }),
    placeholderData: (previous) => previous,
  });

/** Reading one or all changes the badge and every list. */
export function useReadMessages() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: MESSAGES_KEY });
  return {
    readOne: useMutation({
      mutationFn: (id: number) => call(op.read, { query: { id } }),
      onSuccess: refresh,
    }),
    readAll: useMutation({ mutationFn: () => call(op.readAll), onSuccess: refresh }),
  };
}

import { UNREAD_POLL_MS } from '@lading/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messagesApi } from '../../api/messages.api';

export const MESSAGES_KEY = ['messages'] as const;

/** spec §7/§9: the unread count, polled every 60 s. */
export const useUnreadCount = () =>
  useQuery({
    queryKey: [...MESSAGES_KEY, 'unread'],
    queryFn: messagesApi.unreadCount,
    refetchInterval: UNREAD_POLL_MS,
  });

export const useMessageList = (query: {
  pageNum: number;
  pageSize: number;
  startTime?: string | undefined;
  endTime?: string | undefined;
}) =>
  useQuery({
    queryKey: [...MESSAGES_KEY, 'list', query],
    queryFn: () => messagesApi.list(query),
    placeholderData: (previous) => previous,
  });

/** Reading one or all changes the badge and every list. */
export function useReadMessages() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: MESSAGES_KEY });
  return {
    readOne: useMutation({ mutationFn: messagesApi.read, onSuccess: refresh }),
    readAll: useMutation({ mutationFn: messagesApi.readAll, onSuccess: refresh }),
  };
}

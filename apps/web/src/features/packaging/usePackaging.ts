import { packagingOperations as op, type SavePackagingRequest } from '@lading/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call';

export const PACKAGING_KEY = ['packaging'] as const;

/** Edit permission of the packaging screen (the server's `packaging.write` resource). */
export const PACKAGING_WRITE = 'packaging.write';

export function useSavePackaging() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ product, body }: { product: number; body: SavePackagingRequest }) =>
      call(op.save, { params: { product }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PACKAGING_KEY }),
  });
}

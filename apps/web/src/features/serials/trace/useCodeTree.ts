import { codeDataOperations as op, type CodeDataItem } from '@lading/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { call } from '../../../api/call';
import { ApiError } from '../../../api/http';
import { TRACE_KEY } from './trace-format';

/** Children asked for at a time (the tree's "Load more" asks for the next page). */
export const CHILDREN_PAGE_SIZE = 100;

/** A code's children read so far, and how many it has. */
export interface Branch {
  items: CodeDataItem[];
  total: number;
  /** pages read */
  pages: number;
}

/**
 * The codes below a root, read a level and a page at a time (`children`, paged): a branch
 * per code opened. `load(id)` reads a code's first page; `loadMore(id)` its next one. A
 * failed read is said once by the HTTP client and leaves `failed` set.
 */
export function useCodeTree(rootId: number) {
  const queryClient = useQueryClient();
  const [branches, setBranches] = useState<ReadonlyMap<number, Branch>>(new Map());
  const [failed, setFailed] = useState(false);

  const read = useCallback(
    async (parentId: number, from: Branch | undefined) => {
      const pageNum = (from?.pages ?? 0) + 1;
      const query = { pageNum, pageSize: CHILDREN_PAGE_SIZE };
      try {
        const page = await queryClient.fetchQuery({
          queryKey: [...TRACE_KEY, 'children', parentId, query],
          queryFn: () => call(op.children, { params: { id: parentId }, query }),
        });
        setBranches((current) => {
          const next = new Map(current);
          const before = from?.items ?? [];
          const known = new Set(before.map((item) => item.id));
          const items = [...before, ...page.list.filter((item) => !known.has(item.id))];
          next.set(parentId, { items, total: page.total, pages: pageNum });
          return next;
        });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        setFailed(true);
      }
    },
    [queryClient],
  );

  useEffect(() => {
    void read(rootId, undefined);
  }, [read, rootId]);

  return {
    branches,
    failed,
    load: (parentId: number) => read(parentId, undefined),
    loadMore: (parentId: number) => read(parentId, branches.get(parentId)),
  };
}

import { defineOperation } from '../http/operation';
import { idParams } from '../http/envelope';
import { listPoLineContainersResponse } from './po-line-containers.contract';

/**
 * The PO report's drill-down from a line to its containers. Read with the PO report's own
 * permission (orders.po.read), scoped like it: supplier users only for their suppliers' lines.
 */
export const poLineContainerOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/po-lines/:id/containers',
    access: { resource: 'orders.po.read' },
    summary: 'The containers a PO line is planned or shipped in, with its qty in each',
    tags: ['purchase orders'],
    params: idParams,
    answer: listPoLineContainersResponse,
    scope: 'supplier',
  }),
};

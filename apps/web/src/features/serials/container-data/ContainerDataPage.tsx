import {
  containerDataOperations as op,
  supplierOperations,
  type ContainerDataItem,
} from '@lading/shared';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { usePermissions } from '../../../auth/session';
import { ListPage } from '../../common/ListPage';
import { PagedTable } from '../../common/PagedTable';
import { useListQuery } from '../../common/useListQuery';
import { positiveId } from '../../suppliers/supplier-routes';
import { ComparisonDrawer } from './ComparisonDrawer';
import { containerDataColumns } from './container-data-columns';
import { CONTAINER_DATA_KEY } from './container-data-format';
import { ContainerDataFilterForm } from './ContainerDataFilterForm';

/**
 * /datas/containerData (spec §2 "data comparison", issue 19): each planned container with
 * what the plan put in it and what was scanned into it, the difference signed; Compare (or
 * `?id=` in the address) opens the comparison by PO line and product, with the codes behind
 * each line and its export.
 */
export default function ContainerDataPage() {
  const { t } = useTranslation(['traceability', 'serials', 'planning']);
  const { can } = usePermissions();
  const list = useListQuery(op.list, { key: CONTAINER_DATA_KEY });
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const id = positiveId(params.get('id'));

  /** The comparison open (or closed) in the address, the list's view kept. */
  const compare = (containerId: number | undefined) => {
    const search = new URLSearchParams(location.search);
    if (containerId === undefined) search.delete('id');
    else search.set('id', String(containerId));
    const text = search.toString();
    void navigate({ pathname: location.pathname, search: text ? `?${text}` : '' });
  };
  const open = (row: ContainerDataItem) => compare(row.containerId);

  return (
    <ListPage
      filters={
        <ContainerDataFilterForm
          values={list.unpaged}
          suppliers={can(supplierOperations.list.access.resource)}
          onSearch={list.setFilters}
        />
      }
    >
      <PagedTable<ContainerDataItem>
        list={list}
        rowKey="containerId"
        columns={containerDataColumns(t, open)}
        onRow={(row) => ({
          // a click on the row's link (the container code's trace) or button is its own
          onClick: (event) => {
            if (!(event.target as HTMLElement).closest('a, button')) open(row);
          },
          style: { cursor: 'pointer' },
        })}
      />
      <ComparisonDrawer id={id} onClose={() => compare(undefined)} />
    </ListPage>
  );
}

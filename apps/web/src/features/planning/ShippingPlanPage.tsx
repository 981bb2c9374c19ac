import type { ContainerItem, ContainerSortField } from '@lading/shared';
import { Button, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../common/ListPage';
import { FIRST_PAGE, type Paging } from '../common/paging';
import { PagedTable } from '../common/PagedTable';
import { ExportButton } from '../common/ExportButton';
import { containerColumns } from './container-columns';
import { ContainerDrawer } from './ContainerDrawer';
import { ContainerFilterForm, type ContainerSearch } from './ContainerFilterForm';
import { containersApi, type ContainerQuery } from './planning.api';
import { useContainerList } from './usePlanning';

/**
 * /arrange/shippingPlan — the containers (spec §2): filtered, sorted and paged on the
 * server, exported with the same filters, one container's lines and history in a drawer.
 */
export default function ShippingPlanPage() {
  const { t, i18n } = useTranslation('planning');
  const { token } = theme.useToken();
  const [filters, setFilters] = useState<ContainerQuery>({});
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE);
  const [open, setOpen] = useState<number>();
  const list = useContainerList({ ...filters, ...paging });

  const search = (next: ContainerSearch) => {
    setFilters((current) => ({ ...next, sortBy: current.sortBy, sortOrder: current.sortOrder }));
    setPaging((current) => ({ ...current, pageNum: 1 }));
  };
  const columns = [
    ...containerColumns({
      t,
      language: i18n.language,
      token,
      sort: filters,
      onOpen: (container) => setOpen(container.id),
    }),
    {
      title: t('containers.lineActions'),
      key: 'actions',
      fixed: 'right' as const,
      render: (_: unknown, container: ContainerItem) => (
        <Button size="small" type="link" onClick={() => setOpen(container.id)}>
          {t('shippingPlan.view')}
        </Button>
      ),
    },
  ];

  return (
    <ListPage
      filters={<ContainerFilterForm onSearch={search} />}
      toolbar={<ExportButton run={() => containersApi.exportExcel(filters)} />}
    >
      <PagedTable<ContainerItem, ContainerSortField>
        query={list}
        paging={paging}
        onPaging={setPaging}
        columns={columns}
        onSort={(sort) => setFilters((current) => ({ ...current, ...sort }))}
      />
      <ContainerDrawer id={open} onClose={() => setOpen(undefined)} />
    </ListPage>
  );
}

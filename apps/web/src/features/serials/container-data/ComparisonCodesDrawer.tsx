import {
  containerDataOperations as op,
  formatDateTime,
  type CodeDataItem,
  type ComparisonLine,
} from '@lading/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Drawer, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/call';
import { FIRST_PAGE, tablePagination, type Paging } from '../../common/paging';
import { CodeLink } from '../trace/CodeLink';
import { levelName, nextPaging } from '../trace/trace-format';
import { CONTAINER_DATA_KEY, lineName } from './container-data-format';

/** The product codes scanned into the container for one line of its comparison, paged. */
export function ComparisonCodesDrawer(props: {
  containerId: number;
  containerName: string;
  line: ComparisonLine | null;
  onClose(): void;
}) {
  const { t } = useTranslation(['traceability', 'serials', 'planning']);
  const { line } = props;
  return (
    <Drawer
      open={line !== null}
      onClose={props.onClose}
      size="large"
      destroyOnHidden
      title={
        line &&
        t('comparison.codesTitle', {
          line: lineName(t, line),
          name: props.containerName,
        })
      }
    >
      {line && <CodesTable containerId={props.containerId} line={line} />}
    </Drawer>
  );
}

function CodesTable(props: { containerId: number; line: ComparisonLine }) {
  const { t } = useTranslation(['traceability', 'serials', 'planning']);
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE);
  const query = {
    poLineId: props.line.poLineId ?? undefined,
    productId: props.line.productId ?? undefined,
    ...paging,
  };
  const codes = useQuery({
    queryKey: [...CONTAINER_DATA_KEY, 'codes', props.containerId, query],
    queryFn: () => call(op.codes, { params: { id: props.containerId }, query }),
    placeholderData: keepPreviousData,
  });
  return (
    <Table<CodeDataItem>
      rowKey="id"
      size="small"
      scroll={{ x: 'max-content' }}
      aria-label={t('comparison.codesTable')}
      dataSource={codes.data?.list ?? []}
      loading={codes.isFetching}
      pagination={tablePagination(t, paging, codes.data?.total ?? 0)}
      onChange={(pagination) => setPaging((current) => nextPaging(current, pagination))}
      columns={[
        {
          title: t('fields.code'),
          key: 'code',
          render: (_, code) => <CodeLink id={code.id} code={code.code} />,
        },
        { title: t('fields.level'), key: 'level', render: (_, code) => levelName(t, code.level) },
        {
          title: t('fields.parentCode'),
          key: 'parent',
          render: (_, code) => code.parentCode ?? '—',
        },
        {
          title: t('fields.scannedAt'),
          key: 'at',
          render: (_, code) => formatDateTime(code.createdAt),
        },
      ]}
    />
  );
}

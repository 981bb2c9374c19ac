import { type ContainerTypeItem, formatDateTime, formatCbm, formatKg } from '@lading/shared';
import { Button, Card, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../auth/session';
import { useEditor } from '../../common/useEditor';
import { REFERENCE_WRITE, useContainerTypes } from '../useReference';
import { ContainerTypeFormModal } from './ContainerTypeFormModal';

/** The two container types (spec §9: 40HQ and 20GP) the planner fills, with their limits. */
export function ContainerTypesCard() {
  const { t } = useTranslation('reference');
  const canWrite = usePermissions().can(REFERENCE_WRITE);
  const containerTypes = useContainerTypes();
  const editor = useEditor<ContainerTypeItem>();

  const columns: TableColumnsType<ContainerTypeItem> = [
    { title: t('containerTypes.code'), dataIndex: 'code', width: 100 },
    {
      title: t('containerTypes.innerSize'),
      key: 'innerSize',
      width: 200,
      render: (_, type) => `${type.innerLengthCm} × ${type.innerWidthCm} × ${type.innerHeightCm}`,
    },
    {
      title: t('containerTypes.usableCbm'),
      dataIndex: 'usableCbm',
      width: 150,
      align: 'right',
      render: (cbm: number) => formatCbm(cbm),
    },
    { title: t('containerTypes.pallets'), dataIndex: 'pallets', width: 110, align: 'right' },
    {
      title: t('containerTypes.maxPayloadKg'),
      dataIndex: 'maxPayloadKg',
      width: 160,
      align: 'right',
      render: (kg: number) => formatKg(kg),
    },
    {
      title: t('containerTypes.utilizationTargetPct'),
      dataIndex: 'utilizationTargetPct',
      width: 170,
      align: 'right',
    },
    {
      title: t('common.updatedAt'),
      dataIndex: 'updatedAt',
      width: 150,
      render: (value: string) => formatDateTime(value),
    },
    ...(canWrite
      ? [
          {
            title: t('common.actions'),
            key: 'actions',
            width: 90,
            render: (_: unknown, type: ContainerTypeItem) => (
              <Button size="small" type="link" onClick={() => editor.edit(type)}>
                {t('actions.edit', { ns: 'common' })}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <Card size="small" title={t('containerTypes.title')}>
      <Table<ContainerTypeItem>
        rowKey="code"
        size="small"
        loading={containerTypes.isFetching}
        dataSource={containerTypes.data ?? []}
        columns={columns}
        scroll={{ x: 'max-content' }}
        pagination={false}
      />
      <ContainerTypeFormModal
        key={editor.key}
        open={editor.open}
        containerType={editor.record}
        onClose={editor.close}
      />
    </Card>
  );
}

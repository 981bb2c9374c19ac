import { formatDateTime, type CodeTemplateItem } from '@lading/shared';
import { Drawer, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFocusReturn } from '../../common/use-focus-return';
import { VisuallyHidden } from '../../common/VisuallyHidden';
import { SegmentsView } from './SegmentsView';
import { InUseTag } from './InUseTag';
import { useTemplateDetails, useTemplateWords } from './useTemplates';

/**
 * Every version of a template, read only, the newest first: what each version's segments and
 * check were, and how many codes matched it. Each row opens onto its segments.
 */
export function TemplateVersionsDrawer(props: {
  open: boolean;
  template: CodeTemplateItem | undefined;
  onClose(): void;
}) {
  const { t } = useTranslation('serials');
  const words = useTemplateWords();
  const details = useTemplateDetails(props.open ? props.template?.id : undefined);
  useFocusReturn(props.open);
  const current = details.data;
  const rows = current ? [current, ...current.versions] : [];

  const columns: TableColumnsType<CodeTemplateItem> = [
    {
      title: t('fields.version'),
      dataIndex: 'version',
      render: (version: number, row) => (
        <>
          {version}{' '}
          {row.id === current?.id && <Tag color="blue">{t('templates.versions.current')}</Tag>}
        </>
      ),
    },
    { title: t('fields.name'), dataIndex: 'name' },
    {
      title: t('fields.segments'),
      key: 'segments',
      render: (_, row) => words.segments(row.segments),
    },
    { title: t('fields.checkRule'), key: 'checkRule', render: (_, row) => words.checkRule(row) },
    {
      title: t('fields.active'),
      dataIndex: 'active',
      render: (active: boolean) => <InUseTag active={active} />,
    },
    { title: t('fields.codeCount'), dataIndex: 'codeCount', align: 'right' },
    { title: t('fields.createdBy'), dataIndex: 'createdBy' },
    {
      title: t('fields.createdAt'),
      dataIndex: 'createdAt',
      render: (at: string) => formatDateTime(at),
    },
  ];

  return (
    <Drawer
      open={props.open}
      size={1000}
      title={t('templates.versions.title', { name: props.template?.name ?? '' })}
      onClose={props.onClose}
      destroyOnHidden
    >
      {current && (
        <Typography.Paragraph type="secondary">
          {words.product(current)} · {words.supplier(current)}
          {current.versions.length === 0 && <> · {t('templates.versions.none')}</>}
        </Typography.Paragraph>
      )}
      <Table<CodeTemplateItem>
        rowKey="id"
        size="small"
        loading={details.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={columns}
        dataSource={rows}
        expandable={{
          columnTitle: <VisuallyHidden>{t('fields.segments')}</VisuallyHidden>,
          expandedRowRender: (row) => (
            <SegmentsView
              segments={row.segments}
              caption={t('templates.versions.segmentsOf', { version: row.version })}
            />
          ),
        }}
      />
    </Drawer>
  );
}

import type { TemplateSegment } from '@lading/shared';
import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';

/** A template version's segments, read only (the versions view). */
export function SegmentsView(props: { segments: TemplateSegment[]; caption: string }) {
  const { t } = useTranslation('serials');
  const yesNo = (value: boolean) => t(value ? 'templates.yes' : 'templates.no');
  const columns: TableColumnsType<TemplateSegment & { n: number }> = [
    { title: '#', dataIndex: 'n', width: 40 },
    {
      title: t('fields.kind'),
      dataIndex: 'kind',
      render: (kind: TemplateSegment['kind']) => t(`segmentKinds.${kind}`),
    },
    {
      title: t('fields.matchType'),
      dataIndex: 'matchType',
      render: (type: TemplateSegment['matchType']) => t(`matchTypes.${type}`),
    },
    { title: t('fields.staticValue'), dataIndex: 'staticValue' },
    {
      title: t('fields.charType'),
      dataIndex: 'charType',
      render: (type: TemplateSegment['charType']) => t(`charTypes.${type}`),
    },
    { title: t('fields.length'), dataIndex: 'length', align: 'right' },
    { title: t('fields.mustContain'), dataIndex: 'mustContain' },
    { title: t('fields.mustNotContain'), dataIndex: 'mustNotContain' },
    { title: t('fields.repeatable'), dataIndex: 'repeatable', render: yesNo },
  ];
  return (
    <Table<TemplateSegment & { n: number }>
      size="small"
      rowKey="n"
      pagination={false}
      bordered
      title={() => props.caption}
      columns={columns}
      dataSource={props.segments.map((segment, index) => ({ ...segment, n: index + 1 }))}
    />
  );
}

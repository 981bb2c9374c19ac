import { DELTA_NUMBERS, type ContainerItem } from '@lading/shared';
import { Form, Input, Select, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { delayReasonName, useActiveDelayReasons } from '../reference/delay-reasons/useDelayReasons';
import { formatDeltaDays } from './tracking-format';

/**
 * Δ1–Δ5 of a container: each delta's days as the server computed them (read-only), and the
 * reason code (an active delay reason, or the one already given) and note the user keeps.
 */
export function DeltaReasonFields(props: { container: ContainerItem }) {
  const { t, i18n } = useTranslation('tracking');
  const language = i18n.language === 'zh' ? 'zh' : 'en';
  const reasons = useActiveDelayReasons();
  const options = (reasons.data ?? []).map((reason) => ({
    value: reason.id,
    label: `${reason.code} · ${delayReasonName(reason, language)}`,
  }));
  // a reason given before it was deactivated still shows by name
  const given = props.container.deltas
    .filter((d) => d.reasonId !== null && !options.some((o) => o.value === d.reasonId))
    .map((d) => ({
      value: d.reasonId!,
      label: `${d.reasonCode} · ${language === 'zh' ? d.reasonNameZh : d.reasonNameEn}`,
    }));
  const rows = DELTA_NUMBERS.map((no, index) => ({
    no,
    index,
    days: props.container.deltas.find((d) => d.no === no)?.days ?? null,
  }));
  return (
    <>
      <Typography.Paragraph type="secondary">{t('deltas.computedHint')}</Typography.Paragraph>
      <Table
        rowKey="no"
        size="small"
        pagination={false}
        dataSource={rows}
        columns={[
          {
            title: t('deltas.no'),
            key: 'no',
            width: 200,
            render: (_, row) => t(`deltas.names.${row.no}`),
          },
          {
            title: t('deltas.days'),
            key: 'days',
            width: 90,
            align: 'right',
            render: (_, row) => formatDeltaDays(t, row.days),
          },
          {
            title: t('deltas.reason'),
            key: 'reason',
            width: 240,
            render: (_, row) => (
              <Form.Item name={['deltas', row.index, 'reasonId']} style={{ marginBottom: 0 }}>
                <Select
                  allowClear
                  showSearch={{ optionFilterProp: 'label' }}
                  aria-label={t('deltas.reasonOf', { no: row.no })}
                  placeholder={t('deltas.noReason')}
                  loading={reasons.isLoading}
                  options={[...options, ...given]}
                  style={{ width: '100%' }}
                />
              </Form.Item>
            ),
          },
          {
            title: t('deltas.note'),
            key: 'note',
            render: (_, row) => (
              <Form.Item
                name={['deltas', row.index, 'note']}
                rules={[{ max: 300, message: t('rules.maxLength', { max: 300 }) }]}
                style={{ marginBottom: 0 }}
              >
                <Input aria-label={t('deltas.noteOf', { no: row.no })} autoComplete="off" />
              </Form.Item>
            ),
          },
        ]}
      />
    </>
  );
}

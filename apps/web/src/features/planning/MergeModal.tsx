import { containerMetrics, type MergeRefusal } from '@lading/planner';
import { formatCbm, formatLoadKg } from '@lading/shared';
import { Alert, Descriptions, Flex, Modal, Radio, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '../reference/common/format';
import { formatPct, STATE_TAG_COLOR } from './planning-format';
import type { Workbench } from './useWorkbench';
import { mergePreview } from './workbench-merge';
import { useFocusReturn } from '../common/use-focus-return';

/**
 * Merge two containers: which one stays, what the merged container would be, what stops
 * it; the spec's confirmation (loading locations, RDDs > 30 days, or both) comes on OK.
 */
export function MergeModal(props: {
  wb: Workbench;
  keys: [string, string];
  onMerge(targetKey: string, sourceKey: string): void;
  onClose(): void;
}) {
  // the page removes this dialog as it closes: the focus goes back to its opener
  useFocusReturn();
  const { t, i18n } = useTranslation('planning');
  const language = i18n.language;
  const { wb } = props;
  const utilization = (key: string) => wb.metrics.get(key)?.utilization ?? 0;
  const [a, b] = props.keys;
  // the fuller one stays by default: fewer lines move
  const [target, setTarget] = useState(utilization(b) > utilization(a) ? b : a);
  const source = target === a ? b : a;
  const context = wb.context;
  const check = context ? mergePreview(wb.state, target, source, context) : undefined;
  const after = check && context ? containerMetrics(check.merged, context) : undefined;

  const refusalText = (refusal: MergeRefusal) =>
    refusal.code === 'overloaded'
      ? t('merge.refusals.overloaded', {
          cbm: formatCbm(refusal.cbm),
          usableCbm: formatCbm(refusal.usableCbm),
          kg: formatLoadKg(refusal.kg),
          maxPayloadKg: formatLoadKg(refusal.maxPayloadKg),
        })
      : t(`merge.refusals.${refusal.code}`);

  const option = (key: string) => {
    const container = wb.state.containers.find((c) => c.key === key)!;
    return {
      value: key,
      label: t('merge.option', {
        key,
        type: container.containerType,
        loadingPoint: container.loadingPointName,
        destination: countryName(container.destinationCountry, language),
        utilization: formatPct(utilization(key), language),
      }),
    };
  };

  return (
    <Modal
      open
      title={t('merge.title')}
      okText={t('merge.ok')}
      cancelText={t('actions.cancel', { ns: 'common' })}
      okButtonProps={{ disabled: !check || check.refusals.length > 0 }}
      onOk={() => props.onMerge(target, source)}
      onCancel={props.onClose}
      width={600}
    >
      <Flex vertical gap={12}>
        <div>
          <Typography.Text strong>{t('merge.into')}</Typography.Text>
          <Radio.Group
            style={{ display: 'flex', flexDirection: 'column', gap: 4, marginTop: 4 }}
            value={target}
            onChange={(event) => setTarget(event.target.value as string)}
            options={[option(a), option(b)]}
          />
          <Typography.Text type="secondary">{t('merge.intoHelp')}</Typography.Text>
        </div>
        {after && (
          <Descriptions
            size="small"
            bordered
            column={2}
            title={t('merge.after')}
            items={[
              {
                key: 'cbm',
                label: t('fields.cbm'),
                children: `${formatCbm(after.cbm)} / ${formatCbm(after.usableCbm)}`,
              },
              {
                key: 'kg',
                label: t('fields.kg'),
                children: `${formatLoadKg(after.kg)} / ${formatLoadKg(after.maxPayloadKg)}`,
              },
              {
                key: 'utilization',
                label: t('fields.utilization'),
                children: formatPct(after.utilization, language),
              },
              {
                key: 'state',
                label: t('fields.status'),
                children: (
                  <Tag color={STATE_TAG_COLOR[after.state]}>{t(`states.${after.state}`)}</Tag>
                ),
              },
            ]}
          />
        )}
        {check?.refusals.map((refusal) => (
          <Alert key={refusal.code} type="error" showIcon title={refusalText(refusal)} />
        ))}
      </Flex>
    </Modal>
  );
}

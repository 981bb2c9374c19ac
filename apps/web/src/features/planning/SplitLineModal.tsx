import { focusFirstField } from '../common/focus-first-field';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  calculateSplit,
  confirmSplit,
  type SplitBy,
  type SplitCalculation,
  type SplitRefusal,
} from '@lading/planner';
import { formatCbm, formatLoadKg, formatQty } from '@lading/shared';
import { Alert, Button, Flex, InputNumber, Modal, Radio, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { containerLineOf } from './plan-context';
import { loadOf } from './planning-format';
import type { Workbench } from './useWorkbench';
import { applySplit, type SplitTarget } from './workbench-ops';
import { groupKeyOf } from './workbench-state';
import { useFocusReturn } from '../common/use-focus-return';

/** Which line of which container is being split. */
export interface SplitSubject {
  key: string;
  poLineId: number;
}

/**
 * spec §5 "Split order": by quantity or by CBM into one or more new parts — calculate
 * first, then confirm; the planner's refusals are shown where they apply.
 */
export function SplitLineModal(props: { wb: Workbench; subject: SplitSubject; onClose(): void }) {
  // the page removes this dialog as it closes: the focus goes back to its opener
  useFocusReturn();
  const { t } = useTranslation('planning');
  const { wb, subject } = props;
  const container = wb.state.containers.find((c) => c.key === subject.key);
  const current = container?.lines.find((line) => line.poLineId === subject.poLineId);
  const info = wb.state.lines[subject.poLineId];
  const [by, setBy] = useState<SplitBy>('qty');
  const [amounts, setAmounts] = useState<(number | null)[]>([null]);
  const [calculation, setCalculation] = useState<SplitCalculation>();
  const [refusal, setRefusal] = useState<SplitRefusal>();
  const [target, setTarget] = useState<string>('open');
  if (!container || !current || !info) return null;
  const line = containerLineOf(info, current.qty);
  const lineLoad = loadOf(info, current.qty);

  // any change makes the last calculation stale: calculate again
  const edit = (next: (number | null)[]) => {
    setAmounts(next);
    setCalculation(undefined);
    setRefusal(undefined);
  };
  const calculate = () => {
    const outcome = calculateSplit(line, { by, amounts: amounts.map((a) => a ?? 0) });
    setCalculation(outcome.ok ? outcome.calculation : undefined);
    setRefusal(outcome.ok ? undefined : outcome.refusal);
  };
  const confirm = () => {
    const outcome = confirmSplit(line, calculation);
    if (!outcome.ok) return setRefusal(outcome.refusal);
    const [kept, ...parts] = outcome.parts.map((part) => part.qty);
    const to: SplitTarget =
      target === 'open' || target === 'new' ? { kind: target } : { kind: 'container', key: target };
    wb.setState(applySplit(wb.state, subject.key, subject.poLineId, kept!, parts, to));
    props.onClose();
  };

  const refusalText = (r: SplitRefusal) => {
    const code =
      r.code === 'notLessThanLine'
        ? by === 'qty'
          ? 'notLessThanLineQty'
          : 'notLessThanLineCbm'
        : r.code;
    const limit =
      r.limit === undefined
        ? ''
        : by === 'cbm' || r.code === 'belowOnePackage'
          ? formatCbm(r.limit)
          : formatQty(r.limit);
    return t(`split.refusals.${code}`, { part: (r.part ?? 0) + 1, limit });
  };

  const others = wb.state.containers.filter(
    (c) => c.key !== container.key && groupKeyOf(c) === groupKeyOf(container),
  );
  const rows =
    calculation?.parts.map((part, index) => ({
      key: index,
      name:
        index === 0 ? t('split.kept', { key: container.key }) : t('split.newPart', { n: index }),
      qty: part.qty,
      ...loadOf(info, part.qty),
    })) ?? [];

  return (
    <Modal
      open
      title={t('split.title', { poNumber: info.poNumber, lineNo: info.lineNo, key: container.key })}
      okText={t('split.confirm')}
      cancelText={t('actions.cancel', { ns: 'common' })}
      onOk={confirm}
      onCancel={props.onClose}
      afterOpenChange={focusFirstField}
      width={560}
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          {t('split.line', {
            qty: formatQty(current.qty),
            cbm: formatCbm(lineLoad.cbm),
            perPackage: info.piecesPerPackage,
          })}
        </Typography.Text>
        <Flex align="center" gap={8}>
          <Typography.Text>{t('split.by')}</Typography.Text>
          <Radio.Group
            value={by}
            onChange={(event) => {
              setBy(event.target.value as SplitBy);
              edit(amounts.map(() => null));
            }}
            options={[
              { value: 'qty', label: t('split.byQty') },
              { value: 'cbm', label: t('split.byCbm') },
            ]}
          />
        </Flex>
        {amounts.map((amount, index) => (
          <Flex key={index} align="center" gap={8}>
            <Typography.Text style={{ minWidth: 90 }}>
              {t('split.part', { n: index + 1 })}
            </Typography.Text>
            <InputNumber<number>
              aria-label={t('split.part', { n: index + 1 })}
              value={amount}
              min={0}
              step={by === 'qty' ? info.piecesPerPackage : 0.01}
              precision={by === 'qty' ? 0 : 3}
              suffix={by === 'qty' ? t('split.partQty') : t('split.partCbm')}
              status={refusal?.part === index ? 'error' : ''}
              style={{ width: 220 }}
              onChange={(value) => edit(amounts.map((a, i) => (i === index ? value : a)))}
              onPressEnter={calculate}
              {...(index === 0 ? { 'data-first-focus': true } : {})}
            />
            {amounts.length > 1 && (
              <Button
                type="text"
                icon={<MinusCircleOutlined />}
                aria-label={t('split.removePart', { n: index + 1 })}
                onClick={() => edit(amounts.filter((_, i) => i !== index))}
              />
            )}
          </Flex>
        ))}
        <Flex gap={8}>
          <Button icon={<PlusOutlined />} onClick={() => edit([...amounts, null])}>
            {t('split.addPart')}
          </Button>
          <Button type="primary" ghost onClick={calculate}>
            {t('split.calculate')}
          </Button>
        </Flex>
        {refusal && <Alert type="error" showIcon title={refusalText(refusal)} role="alert" />}
        {calculation && (
          <Table
            size="small"
            pagination={false}
            title={() => t('split.result')}
            dataSource={rows}
            columns={[
              { title: '', dataIndex: 'name', key: 'name' },
              {
                title: t('fields.qty'),
                key: 'qty',
                align: 'right',
                render: (_, row) => formatQty(row.qty),
              },
              {
                title: t('fields.cbm'),
                key: 'cbm',
                align: 'right',
                render: (_, row) => formatCbm(row.cbm),
              },
              {
                title: t('fields.kg'),
                key: 'kg',
                align: 'right',
                render: (_, row) => formatLoadKg(row.kg),
              },
            ]}
          />
        )}
        <Flex align="center" gap={8}>
          <Typography.Text>{t('split.target')}</Typography.Text>
          <Select
            aria-label={t('split.target')}
            value={target}
            onChange={setTarget}
            style={{ minWidth: 260 }}
            options={[
              { value: 'open', label: t('split.targetOpen') },
              { value: 'new', label: t('split.targetNew') },
              ...others.map((c) => ({
                value: c.key,
                label: t('split.targetContainer', { key: c.key, type: c.containerType }),
              })),
            ]}
          />
        </Flex>
      </Flex>
    </Modal>
  );
}

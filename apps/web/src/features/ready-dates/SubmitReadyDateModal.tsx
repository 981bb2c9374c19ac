import { WarningFilled } from '@ant-design/icons';
import { readyDateWarnings, type PlanLineItem, type ReadyDateLineWarning } from '@lading/shared';
import { Alert, App, DatePicker, Flex, Form, Modal, Table, Tooltip, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReadyByCell } from './plan-line-columns';
import { warningText } from './ready-date-format';
import { ReadyDateWarningList } from './ReadyDateWarningList';
import { useReadyDateMutations } from './useReadyDates';

const ISO = 'YYYY-MM-DD';
const lineName = (line: PlanLineItem) => `${line.poNumber} / ${line.lineNo}`;

/**
 * Submits the ready dates of one line or a batch (spec §5 "Ready-date submission"): a date
 * per line (or one for all), the warnings shown as the date is picked; the server decides —
 * when it answers with warnings, "Please confirm" lists them with the spec's texts and
 * "Submit anyway" sends the same dates again, confirmed.
 */
export function SubmitReadyDateModal(props: {
  lines: PlanLineItem[];
  open: boolean;
  onClose(): void;
  onSubmitted(): void;
}) {
  const { t, i18n } = useTranslation('readyDates');
  const { message } = App.useApp();
  const { submit } = useReadyDateMutations();
  const { lines, open } = props;
  const [dates, setDates] = useState<Record<number, Dayjs | null>>({});
  const [missing, setMissing] = useState(false);
  const [warnings, setWarnings] = useState<ReadyDateLineWarning[]>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (!open) return;
    setDates(Object.fromEntries(lines.map((l) => [l.id, l.readyDate ? dayjs(l.readyDate) : null])));
    setMissing(false);
    setWarnings(undefined);
    setError(undefined);
    // a new batch when the dialog opens; the lines do not change while it is open
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const send = (confirmWarnings: boolean) => {
    setError(undefined);
    const items = lines.map((line) => ({
      containerLineId: line.id,
      readyDate: dates[line.id]!.format(ISO),
    }));
    submit.mutate(
      { items, confirmWarnings },
      {
        onSuccess: (result) => {
          if (!result.submitted) {
            setWarnings(result.warnings);
            return;
          }
          setWarnings(undefined);
          void message.success(t('submit.done', { count: items.length }));
          props.onSubmitted();
        },
        onError: (failure) => {
          setWarnings(undefined);
          setError(failure.message);
        },
      },
    );
  };
  const ok = () => {
    if (lines.some((line) => !dates[line.id])) {
      setMissing(true);
      return;
    }
    send(false);
  };
  const setAll = (value: Dayjs | null) =>
    setDates(Object.fromEntries(lines.map((line) => [line.id, value])));

  return (
    <Modal
      open={open}
      width={920}
      title={
        lines.length === 1 ? t('submit.titleOne', { line: lineName(lines[0]!) }) : t('submit.title')
      }
      okText={t('actions.submit')}
      cancelText={t('actions.cancel', { ns: 'common' })}
      confirmLoading={submit.isPending && !warnings}
      onOk={ok}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        {error && <Alert type="error" showIcon title={error} />}
        {lines.length > 1 && (
          <Form.Item
            label={t('submit.sameDate')}
            help={t('submit.sameDateHelp')}
            style={{ margin: 0 }}
          >
            <DatePicker format={ISO} onChange={setAll} aria-label={t('submit.sameDate')} />
          </Form.Item>
        )}
        <Table<PlanLineItem>
          rowKey="id"
          size="small"
          pagination={false}
          scroll={{ y: 360 }}
          dataSource={lines}
          columns={[
            {
              title: t('fields.poLine'),
              key: 'line',
              render: (_, line) => (
                <Flex vertical>
                  <span>{lineName(line)}</span>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {line.productCode} · {line.shipmentNo}
                  </Typography.Text>
                </Flex>
              ),
            },
            { title: t('fields.rdd'), dataIndex: 'rdd' },
            {
              title: t('fields.readyBy'),
              key: 'readyBy',
              render: (_, line) => <ReadyByCell line={line} t={t} />,
            },
            {
              title: t('fields.readyDate'),
              key: 'readyDate',
              render: (_, line) => {
                const value = dates[line.id] ?? null;
                const codes = value ? readyDateWarnings(value.format(ISO), line) : [];
                return (
                  <Flex gap={8} align="center">
                    <DatePicker
                      format={ISO}
                      value={value}
                      status={missing && !value ? 'error' : undefined}
                      aria-label={`${t('fields.readyDate')} ${lineName(line)}`}
                      onChange={(next: Dayjs | null) =>
                        setDates((all) => ({ ...all, [line.id]: next }))
                      }
                    />
                    {codes.length > 0 && (
                      <Tooltip
                        title={codes.map((code) => warningText(code, i18n.language)).join(' · ')}
                      >
                        <WarningFilled
                          style={{ color: 'var(--ant-color-warning)' }}
                          aria-label={t('submit.wouldWarn')}
                        />
                      </Tooltip>
                    )}
                  </Flex>
                );
              },
            },
          ]}
        />
        {missing && lines.some((line) => !dates[line.id]) && (
          // announced as it appears: the refusal is told by no field of its own
          <Typography.Text type="danger" role="alert">
            {t('submit.required')}
          </Typography.Text>
        )}
      </Flex>
      <Modal
        open={Boolean(warnings)}
        title={t('warnings.title')}
        okText={t('actions.submitAnyway')}
        cancelText={t('actions.cancel', { ns: 'common' })}
        confirmLoading={submit.isPending}
        onOk={() => send(true)}
        onCancel={() => setWarnings(undefined)}
        destroyOnHidden
      >
        <Typography.Paragraph>{t('warnings.intro')}</Typography.Paragraph>
        <ReadyDateWarningList
          lines={(warnings ?? []).map((w) => ({ ...w, key: w.containerLineId }))}
        />
      </Modal>
    </Modal>
  );
}

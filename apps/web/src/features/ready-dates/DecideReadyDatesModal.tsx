import type { PlanLineItem } from '@lading/shared';
import { Alert, App, Flex, Form, Input, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReadyDateWarningList } from './ReadyDateWarningList';
import { useReadyDateMutations } from './useReadyDates';

export type Decision = 'approve' | 'reject';

const lineName = (line: PlanLineItem) => `${line.poNumber} / ${line.lineNo}`;

/**
 * An owner approves or rejects pending ready dates, one or a batch (spec §4). Approving
 * dates that raised a warning says so first ("approve anyway?", spec §8); rejecting needs
 * a reason, which the supplier is told.
 */
export function DecideReadyDatesModal(props: {
  decision: Decision | undefined;
  lines: PlanLineItem[];
  onClose(): void;
  onDone(): void;
}) {
  const { t } = useTranslation('readyDates');
  const { message } = App.useApp();
  const mutations = useReadyDateMutations();
  const [form] = Form.useForm<{ reason: string }>();
  const [error, setError] = useState<string>();
  const { lines } = props;
  // the last decision asked for: its texts stay while the dialog closes
  const [last, setLast] = useState<Decision>('approve');
  useEffect(() => {
    if (props.decision) setLast(props.decision);
  }, [props.decision]);
  const decision = props.decision ?? last;
  const mutation = decision === 'reject' ? mutations.reject : mutations.approve;
  const warned = lines.filter((line) => line.warnings.length > 0);
  const count = lines.length;
  const one = count === 1 ? lineName(lines[0]!) : '';

  const decide = (reason: string) => {
    setError(undefined);
    const body = { containerLineIds: lines.map((line) => line.id), reason };
    mutation.mutate(body, {
      onSuccess: () => {
        void message.success(
          t(decision === 'reject' ? 'decide.rejected' : 'decide.approved', { count }),
        );
        props.onDone();
      },
      onError: (failure) => setError(failure.message),
    });
  };

  return (
    <Modal
      open={props.decision !== undefined}
      title={t(`decide.${decision}Title${count === 1 ? 'One' : 'Many'}`, { count, line: one })}
      okText={
        decision === 'reject'
          ? t('actions.reject')
          : warned.length
            ? t('actions.approveAnyway')
            : t('actions.approve')
      }
      okButtonProps={{ danger: decision === 'reject' }}
      cancelText={t('actions.cancel', { ns: 'common' })}
      confirmLoading={mutation.isPending}
      onOk={() => (decision === 'reject' ? form.submit() : decide(''))}
      onCancel={props.onClose}
      afterClose={() => {
        form.resetFields();
        setError(undefined);
      }}
    >
      <Flex vertical gap={12}>
        {error && <Alert type="error" showIcon title={error} />}
        {count > 1 && (
          <Typography.Text type="secondary">{lines.map(lineName).join(', ')}</Typography.Text>
        )}
        {decision === 'approve' && warned.length > 0 && (
          <Alert
            type="warning"
            showIcon
            title={t('warnings.approveIntro')}
            description={
              <ReadyDateWarningList
                lines={warned.map((line) => ({
                  key: line.id,
                  poNumber: line.poNumber,
                  lineNo: line.lineNo,
                  readyDate: line.readyDate ?? '',
                  codes: line.warnings,
                }))}
              />
            }
          />
        )}
        {/* mounted for approvals too, hidden, so the form instance stays connected */}
        <Form
          form={form}
          name="reject-ready-dates"
          layout="vertical"
          style={decision === 'reject' ? undefined : { display: 'none' }}
          onFinish={({ reason }) => decide(reason.trim())}
        >
          <Form.Item
            name="reason"
            label={t('fields.reason')}
            extra={t('decide.rejectHelp')}
            rules={[
              { required: true, whitespace: true, message: t('decide.reasonRequired') },
              { max: 200, message: t('rules.maxLength', { max: 200 }) },
            ]}
          >
            <Input.TextArea rows={3} showCount maxLength={200} />
          </Form.Item>
        </Form>
      </Flex>
    </Modal>
  );
}

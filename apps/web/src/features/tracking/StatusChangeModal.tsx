import {
  STATUS_CHANGE_TARGETS,
  type ContainerItem,
  type ContainerStatus,
  type StatusChangeTarget,
} from '@lading/shared';
import { Alert, App, DatePicker, Form, Input, Modal, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import { submitOnEnter } from '../orders/enter-key';
import { containerName } from '../planning/container-columns';
import {
  localToday,
  needsContainerNo,
  nextStatuses,
  useChangeStatus,
  useUpdateTracking,
} from './useTracking';
import { useFocusReturn } from '../common/use-focus-return';

interface Values {
  target?: StatusChangeTarget;
  date?: Dayjs | null;
  /** container id → the container/AWB no. typed for one that has none */
  containerNos?: Record<string, string>;
}

/** The targets offered: a single container's next ones; for a batch, every target. */
const targetsFor = (containers: readonly ContainerItem[]) =>
  containers.length === 1 ? nextStatuses(containers[0]!.status) : [...STATUS_CHANGE_TARGETS];

/**
 * Moves one or many containers to a status: the milestone's date (loading date, ATD, ATA,
 * receiving date; default today, never in the future), and the container/AWB no. of those
 * shipping without one (saved on each container first). All move or none does: a refusal
 * names the container and stays in the dialog. Cancelling asks once more.
 */
export function StatusChangeModal(props: {
  containers: readonly ContainerItem[];
  /** Preset from a row's action; the user can still pick another. */
  target?: StatusChangeTarget | undefined;
  onClose(): void;
  onDone?(): void;
}) {
  // the page removes this dialog as it closes: the focus goes back to its opener
  useFocusReturn();
  const { t } = useTranslation('tracking');
  const { t: tp } = useTranslation('planning');
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [refusal, setRefusal] = useState<string>();
  const changeStatus = useChangeStatus();
  const updateTracking = useUpdateTracking();
  const { containers } = props;
  const one = containers.length === 1 ? containers[0] : undefined;
  const target = Form.useWatch('target', form) ?? props.target;
  const missingNo = needsContainerNo(target) ? containers.filter((c) => !c.containerNo) : [];
  const today = localToday();
  const name = (c: ContainerItem) => containerName(tp, c);
  const statusName = (status: ContainerStatus) => tp(`statuses.${status}`);

  const apply = async (values: Values) => {
    setRefusal(undefined);
    const chosen = values.target!;
    try {
      for (const container of missingNo) {
        await updateTracking.mutateAsync({
          id: container.id,
          body: {
            version: container.version,
            containerNo: values.containerNos?.[container.id]?.trim() ?? '',
          },
        });
      }
      const result = await changeStatus.mutateAsync({
        ids: containers.map((c) => c.id),
        status: chosen,
        ...(chosen !== 'Cancelled' && values.date
          ? { date: values.date.format('YYYY-MM-DD') }
          : {}),
      });
      void message.success(
        one
          ? t('statusModal.doneOne', { name: name(one), status: statusName(chosen) })
          : t('statusModal.done', { count: containers.length, status: statusName(chosen) }),
      );
      props.onDone?.();
      props.onClose();
      return result;
    } catch (error) {
      if (error instanceof ApiError) setRefusal(error.message);
      return undefined;
    }
  };

  const submit = (values: Values) => {
    if (values.target !== 'Cancelled') return void apply(values);
    modal.confirm({
      title: one
        ? t('statusModal.confirmCancelOne', { name: name(one) })
        : t('statusModal.confirmCancelTitle', { count: containers.length }),
      content: t('statusModal.confirmCancel'),
      okText: t('statusModal.confirmCancelOk'),
      okButtonProps: { danger: true },
      cancelText: t('statusModal.keep'),
      onOk: () => apply(values),
    });
  };

  const busy = changeStatus.isPending || updateTracking.isPending;
  return (
    <Modal
      open
      title={
        one
          ? t('statusModal.titleOne', { name: name(one) })
          : t('statusModal.titleMany', { count: containers.length })
      }
      okText={t('actions.save', { ns: 'common' })}
      cancelText={t('actions.cancel', { ns: 'common' })}
      okButtonProps={{ loading: busy, danger: target === 'Cancelled' }}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      width={560}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        name="status-change"
        layout="vertical"
        initialValues={{ target: props.target, date: dayjs(today) }}
        onFinish={submit}
        onValuesChange={() => setRefusal(undefined)}
        onKeyDown={submitOnEnter(form)}
      >
        {!one && (
          <Typography.Paragraph type="secondary">
            {t('statusModal.containers', { list: containers.map(name).join(', ') })}
          </Typography.Paragraph>
        )}
        {one && (
          <Typography.Paragraph type="secondary">
            {t('statusModal.current', { status: statusName(one.status) })}
          </Typography.Paragraph>
        )}
        <Form.Item
          name="target"
          label={t('statusModal.target')}
          rules={[{ required: true, message: t('statusModal.rules.target') }]}
        >
          <Select
            autoFocus
            options={targetsFor(containers).map((value) => ({
              value,
              label: statusName(value),
            }))}
          />
        </Form.Item>
        {target && target !== 'Cancelled' && (
          <Form.Item
            name="date"
            label={t(`statusModal.dateOf.${target}`)}
            extra={t('statusModal.dateHint')}
            rules={[
              { required: true, message: t('statusModal.rules.date') },
              {
                validator: (_, value: Dayjs | null) =>
                  value && value.format('YYYY-MM-DD') > today
                    ? Promise.reject(new Error(t('statusModal.rules.future')))
                    : Promise.resolve(),
              },
            ]}
          >
            <DatePicker
              format="YYYY-MM-DD"
              style={{ width: 200 }}
              disabledDate={(day) => day.format('YYYY-MM-DD') > today}
            />
          </Form.Item>
        )}
        {missingNo.length > 0 && (
          <>
            <Typography.Text strong>{t('statusModal.containerNos')}</Typography.Text>
            <Typography.Paragraph type="secondary">
              {t('statusModal.containerNosHint')}
            </Typography.Paragraph>
            {missingNo.map((container) => (
              <Form.Item
                key={container.id}
                name={['containerNos', String(container.id)]}
                label={t('statusModal.containerNoOf', { name: name(container) })}
                rules={[
                  { required: true, whitespace: true, message: t('statusModal.rules.containerNo') },
                  { max: 40, message: t('rules.maxLength', { max: 40 }) },
                ]}
              >
                <Input autoComplete="off" style={{ width: 260 }} />
              </Form.Item>
            ))}
          </>
        )}
        {target === 'Cancelled' && (
          <Alert type="warning" showIcon title={t('statusModal.cancelWarning')} />
        )}
        {refusal && (
          <Alert type="error" showIcon title={refusal} role="alert" style={{ marginTop: 12 }} />
        )}
      </Form>
    </Modal>
  );
}

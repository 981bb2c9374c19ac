import { SettingOutlined } from '@ant-design/icons';
import {
  MAX_OTD_TOLERANCE_DAYS,
  reportSettingOperations,
  type UpdateReportSettingsRequest,
} from '@lading/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, InputNumber, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/call';
import { ApiError } from '../../api/http';
import { usePermissions } from '../../auth/session';
import { focusFirstField } from '../common/focus-first-field';
import { placeFieldErrors } from '../common/first-error';
import { OTD_REPORTS_KEY } from './report-format';

/**
 * The company's OTD tolerance (issue 15: "a setting, default 0 days"): every reader of the
 * report reads it (the filter starts from it); who keeps the references changes it here.
 */

const SETTINGS_KEY = [...OTD_REPORTS_KEY, 'settings'] as const;
/** The server's resource for changing the setting (reportSettingOperations.update). */
const SETTINGS_WRITE = reportSettingOperations.update.access.resource;

export function useReportSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: () => call(reportSettingOperations.get),
  });
}

interface Values {
  otdToleranceDays: number | null;
}

const isTolerance = (value: unknown): value is number =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= 0 &&
  value <= MAX_OTD_TOLERANCE_DAYS;

function ToleranceDialog(props: { open: boolean; current: number; onClose(): void }) {
  const { t } = useTranslation('otdReports');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: UpdateReportSettingsRequest) =>
      call(reportSettingOperations.update, { body }),
    // the setting, and every figure counted with it
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OTD_REPORTS_KEY }),
  });
  const submit = (values: Values) =>
    save.mutate(
      { otdToleranceDays: values.otdToleranceDays! },
      {
        onSuccess: (saved) => {
          void message.success(t('settings.saved', { days: saved.otdToleranceDays }));
          props.onClose();
        },
        // the client toasts the refusal; a field's message also goes next to it
        onError: (error) => {
          const refused = error instanceof ApiError && error.fieldErrors.otdToleranceDays;
          if (refused) placeFieldErrors(form, [{ name: 'otdToleranceDays', errors: [refused] }]);
        },
      },
    );
  const range = t('settings.range', { max: MAX_OTD_TOLERANCE_DAYS });

  return (
    <Modal
      open={props.open}
      title={t('settings.title')}
      okText={t('actions.save', { ns: 'common' })}
      cancelText={t('actions.cancel', { ns: 'common' })}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      afterOpenChange={focusFirstField}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('settings.intro')}</Typography.Paragraph>
      <Form<Values>
        form={form}
        name="otd-tolerance-setting"
        layout="vertical"
        initialValues={{ otdToleranceDays: props.current }}
        onFinish={submit}
      >
        <Form.Item
          name="otdToleranceDays"
          label={t('settings.toleranceDays')}
          rules={[
            {
              validator: (_, value) =>
                isTolerance(value) ? Promise.resolve() : Promise.reject(new Error(range)),
            },
          ]}
        >
          {/* no min/max: a value out of range is refused with the message, not clamped */}
          <InputNumber<number>
            data-first-focus
            style={{ width: 140 }}
            onPressEnter={(event) => {
              // the dialog's Save, once (not also the form's implicit submission)
              event.preventDefault();
              form.submit();
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** "Tolerance setting": a button and its dialog, for who may change the setting only. */
export function OtdToleranceSetting(props: { current: number | undefined }) {
  const { t } = useTranslation('otdReports');
  const [open, setOpen] = useState(false);
  // each opening a fresh form (from the setting as it is now)
  const [opened, setOpened] = useState(0);
  if (!usePermissions().can(SETTINGS_WRITE)) return null;
  return (
    <>
      <Button
        size="small"
        icon={<SettingOutlined />}
        disabled={props.current === undefined}
        onClick={() => {
          setOpened((n) => n + 1);
          setOpen(true);
        }}
      >
        {t('settings.open')}
      </Button>
      {/* kept mounted while closing: antd gives the focus back to the button */}
      {opened > 0 && props.current !== undefined && (
        <ToleranceDialog
          key={opened}
          open={open}
          current={props.current}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

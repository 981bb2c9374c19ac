import { FILE_MAX_MB, type FileFormat, type FileTypeItem } from '@lading/shared';
import { App, DatePicker, Form, Input, Switch, Typography, Upload, type UploadFile } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/http';
import { showServerErrors } from '../../admin/common/form-errors';
import { FormModal } from '../../common/FormModal';
import { useDdLabels } from '../dd-labels';
import { useUploadVersion } from './useSupplierStage';

interface UploadValues {
  files?: UploadFile[];
  comment?: string;
  expiryControl?: boolean;
  validFrom?: Dayjs | null;
  validUntil?: Dayjs | null;
}

const EXTENSIONS: Record<FileFormat, string> = {
  pdf: '.pdf',
  docx: '.docx',
  xlsx: '.xlsx',
  pptx: '.pptx',
  jpg: '.jpg,.jpeg',
  png: '.png',
};

const day = (value: Dayjs | null | undefined) => (value ? value.format('YYYY-MM-DD') : '');

/**
 * spec §5 "Upload": a new version of one of the supplier's files. The file (its formats
 * offered by the picker; the server checks the content), a summary comment (required),
 * expiry control as the type has it — changing it clears the start and end days — and the
 * validity, its end filled from the type's default validity. Content already uploaded as
 * an earlier version is asked about ("may already be uploaded, continue?") and sent again
 * once confirmed.
 */
export function UploadFileDialog(props: {
  supplierId: number;
  fileType: FileTypeItem | undefined;
  onClose(): void;
}) {
  const { t } = useTranslation('dueDiligence');
  const { lang } = useDdLabels();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<UploadValues>();
  const upload = useUploadVersion(props.supplierId);
  const type = props.fileType;
  const withExpiry = Form.useWatch('expiryControl', form) ?? type?.expiryControl ?? false;
  if (!type) return null;
  const typeName = lang === 'zh' ? type.nameCn : type.name;

  const send = async (values: UploadValues, confirmDuplicate: boolean) => {
    const file = values.files?.[0]?.originFileObj;
    if (!file) throw new Error('no file');
    return upload.mutateAsync({
      file,
      fields: {
        fileTypeId: String(type.id),
        comment: values.comment ?? '',
        expiryControl: values.expiryControl ? '1' : '0',
        validFrom: values.expiryControl ? day(values.validFrom) : '',
        validUntil: values.expiryControl ? day(values.validUntil) : '',
        confirmDuplicate: confirmDuplicate ? '1' : '0',
      },
    });
  };

  const refused = (error: unknown) => {
    if (
      error instanceof ApiError &&
      error.code === 409 &&
      (error.data as { confirm?: string } | null)?.confirm === 'dd.maybeDuplicate'
    ) {
      modal.confirm({
        title: t('stage.duplicateTitle'),
        content: error.message,
        okText: t('stage.duplicateContinue'),
        onOk: () =>
          send(form.getFieldsValue(true), true).then((saved) => {
            void message.success(t('stage.uploaded', { version: saved.versionNo }));
            props.onClose();
          }, refused),
      });
      return;
    }
    showServerErrors(form, error);
    if (error instanceof ApiError && Object.keys(error.fieldErrors).length === 0)
      void message.error(error.message);
  };

  return (
    <FormModal<UploadValues, { versionNo: number }>
      open
      title={t('stage.uploadTitle', { type: typeName })}
      name="upload-file-form"
      form={form}
      firstField="comment"
      initialValues={{ expiryControl: type.expiryControl, files: [] }}
      saving={upload.isPending}
      okText={t('stage.upload')}
      savedText={(saved) => t('stage.uploaded', { version: saved.versionNo })}
      onSave={(values) => send(values, false)}
      onError={refused}
      onClose={props.onClose}
    >
      <Form.Item
        name="files"
        label={t('stage.file')}
        valuePropName="fileList"
        getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList.slice(-1)}
        rules={[
          {
            validator: (_, files?: UploadFile[]) =>
              files?.length
                ? Promise.resolve()
                : Promise.reject(new Error(t('stage.fileRequired'))),
          },
        ]}
        extra={t('stage.fileHint', {
          formats: type.formats.map((format) => format.toUpperCase()).join(', '),
          max: FILE_MAX_MB,
        })}
      >
        <Upload
          beforeUpload={() => false}
          maxCount={1}
          accept={type.formats.map((format) => EXTENSIONS[format]).join(',')}
        >
          <Typography.Link>{t('stage.chooseFile')}</Typography.Link>
        </Upload>
      </Form.Item>
      <Form.Item
        name="comment"
        label={t('fields.comment')}
        rules={[{ required: true, whitespace: true, message: t('stage.commentRequired') }]}
      >
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
      <Form.Item
        name="expiryControl"
        label={t('fields.expiryControl')}
        valuePropName="checked"
        extra={t('stage.expiryHint')}
      >
        <Switch onChange={() => form.setFieldsValue({ validFrom: null, validUntil: null })} />
      </Form.Item>
      {withExpiry && (
        <>
          <Form.Item
            name="validFrom"
            label={t('fields.validFrom')}
            rules={[{ required: true, message: t('stage.validityRequired') }]}
          >
            <DatePicker
              format="YYYY-MM-DD"
              style={{ width: '100%' }}
              onChange={(from: Dayjs | null) => {
                if (from && type.defaultValidityMonths && !form.getFieldValue('validUntil'))
                  form.setFieldsValue({
                    validUntil: from.add(type.defaultValidityMonths, 'month').subtract(1, 'day'),
                  });
              }}
            />
          </Form.Item>
          <Form.Item
            name="validUntil"
            label={t('fields.validUntil')}
            dependencies={['validFrom']}
            rules={[
              { required: true, message: t('stage.validityRequired') },
              ({ getFieldValue }) => ({
                validator: (_, until?: Dayjs | null) => {
                  const from = getFieldValue('validFrom') as Dayjs | null | undefined;
                  return !from || !until || !until.isBefore(from, 'day')
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('stage.validityOrder')));
                },
              }),
            ]}
          >
            <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} />
          </Form.Item>
        </>
      )}
    </FormModal>
  );
}

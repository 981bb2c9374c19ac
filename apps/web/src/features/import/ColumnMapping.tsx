import type { ImportMapping, ImportMappingInfo } from '@lading/shared';
import { Button, Flex, Form, Select, Typography } from 'antd';

/**
 * The columns a file lacks, mapped by the user (issue 24): for each required column the
 * server did not find, a choice among the file's headers; "Import with these columns" sends
 * the same file again with header → column. A header chosen for one column is not offered
 * for another. The server remembers the choice for the user's next imports of this kind.
 */
export function ColumnMapping(props: {
  info: ImportMappingInfo;
  t: (
    key: 'mapping.title' | 'mapping.placeholder' | 'mapping.remembered' | 'mapping.submit',
  ) => string;
  busy: boolean;
  onSubmit(mapping: ImportMapping): void;
}) {
  const { info, t } = props;
  const [form] = Form.useForm<Record<string, string | undefined>>();
  const chosen = Form.useWatch([], form) ?? {};
  const submit = (values: Record<string, string | undefined>) => {
    const mapping: ImportMapping = {};
    for (const { field } of info.missing) {
      const header = values[field];
      if (header !== undefined) mapping[header] = field;
    }
    props.onSubmit(mapping);
  };
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      data-testid="import-mapping"
      requiredMark={false}
    >
      <Typography.Paragraph strong>{t('mapping.title')}</Typography.Paragraph>
      {info.missing.map(({ field, title }) => (
        <Form.Item
          key={field}
          name={field}
          label={title}
          rules={[{ required: true, message: t('mapping.placeholder') }]}
        >
          <Select
            showSearch
            placeholder={t('mapping.placeholder')}
            options={info.headers
              .filter((header) =>
                Object.entries(chosen).every(
                  ([other, value]) => other === field || value !== header,
                ),
              )
              .map((header) => ({ value: header, label: header }))}
          />
        </Form.Item>
      ))}
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">{t('mapping.remembered')}</Typography.Text>
        <div>
          <Button type="primary" htmlType="submit" loading={props.busy}>
            {t('mapping.submit')}
          </Button>
        </div>
      </Flex>
    </Form>
  );
}

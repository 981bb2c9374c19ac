import { Button, Form, Space, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The end of every filter form: Search (submits the form) and Reset (clears the fields,
 * then `onReset` runs the unfiltered search).
 */
export function FilterButtons(props: { form: FormInstance; onReset: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Form.Item>
      <Space>
        <Button type="primary" htmlType="submit">
          {t('actions.search')}
        </Button>
        <Button
          onClick={() => {
            props.form.resetFields();
            props.onReset();
          }}
        >
          {t('actions.reset')}
        </Button>
      </Space>
    </Form.Item>
  );
}

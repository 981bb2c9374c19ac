import { Button, Drawer, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A drawer holding one form (a new PO, SO or kit): Cancel and Save at the top right; Save
 * submits the form (`onSave`), so the form's own rules run first.
 */
export function FormDrawer(props: {
  open: boolean;
  title: ReactNode;
  size: number;
  saving: boolean;
  onClose: () => void;
  onSave: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <Drawer
      open={props.open}
      size={props.size}
      title={props.title}
      onClose={props.onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={props.onClose}>{t('actions.cancel')}</Button>
          <Button type="primary" loading={props.saving} onClick={props.onSave}>
            {t('actions.save')}
          </Button>
        </Space>
      }
    >
      {props.children}
    </Drawer>
  );
}

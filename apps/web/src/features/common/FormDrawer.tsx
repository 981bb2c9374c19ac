import { Button, Drawer, Space } from 'antd';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusReturn } from './use-focus-return';

/** The first field of the form that takes input (an edit may lock the first one). */
const FIRST_FIELD =
  'input:not([disabled]):not([type="hidden"]):not([readonly]), textarea:not([disabled])';

/**
 * A drawer holding one form (a new PO, SO or kit): Cancel and Save at the top right; Save
 * submits the form (`onSave`), so the form's own rules run first. Once open, the focus is on
 * its first field; once closed, back on what opened it. antd does that only when nothing in
 * the drawer took the focus as it mounted (so the fields must not use `autoFocus`), and not
 * at all when the page removes the drawer as it closes: that case is `useFocusReturn`'s.
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
  const body = useRef<HTMLDivElement>(null);
  useFocusReturn(props.open);
  return (
    <Drawer
      open={props.open}
      size={props.size}
      title={props.title}
      onClose={props.onClose}
      destroyOnHidden
      afterOpenChange={(open) => {
        if (open) body.current?.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
      }}
      extra={
        <Space>
          <Button onClick={props.onClose}>{t('actions.cancel')}</Button>
          <Button type="primary" loading={props.saving} onClick={props.onSave}>
            {t('actions.save')}
          </Button>
        </Space>
      }
    >
      <div ref={body}>{props.children}</div>
    </Drawer>
  );
}

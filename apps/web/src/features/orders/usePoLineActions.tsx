import { EllipsisOutlined } from '@ant-design/icons';
import type { PoLineItem } from '@lading/shared';
import { Button, Dropdown, Space } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../auth/session';
import { useEditor } from '../admin/common/useEditor';
import { PoLineChangeModal } from './PoLineChangeModal';
import { PoLineEndModal, type LineEnd } from './PoLineEndModal';
import { PO_WRITE } from './useOrders';

/**
 * The write actions on a PO line (with orders.po.write): edit, close, cancel. A closed or
 * cancelled line takes none. `modals` must be rendered once by the screen.
 */
export function usePoLineActions(): {
  canWrite: boolean;
  actions: (line: PoLineItem) => ReactNode;
  modals: ReactNode;
} {
  const { t } = useTranslation('orders');
  const canWrite = usePermissions().can(PO_WRITE);
  const editor = useEditor<PoLineItem>();
  const [ending, setEnding] = useState<{ line: PoLineItem; action: LineEnd; open: boolean }>();

  const actions = (line: PoLineItem) =>
    canWrite && !line.closed && !line.cancelled ? (
      <Space size={0}>
        <Button size="small" type="link" onClick={() => editor.edit(line)}>
          {t('actions.edit', { ns: 'common' })}
        </Button>
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'close', label: t('endLine.close.ok') },
              { key: 'cancel', label: t('endLine.cancel.ok'), danger: true },
            ],
            onClick: ({ key }) => setEnding({ line, action: key as LineEnd, open: true }),
          }}
        >
          <Button
            size="small"
            type="text"
            icon={<EllipsisOutlined />}
            aria-label={t('moreFor', { lineNo: line.lineNo })}
          />
        </Dropdown>
      </Space>
    ) : null;

  const modals = (
    <>
      <PoLineChangeModal
        key={`change-${editor.key}`}
        open={editor.open}
        line={editor.record}
        onClose={editor.close}
      />
      {ending && (
        <PoLineEndModal
          key={`end-${ending.line.id}-${ending.action}`}
          open={ending.open}
          line={ending.line}
          action={ending.action}
          onClose={() => setEnding({ ...ending, open: false })}
        />
      )}
    </>
  );
  return { canWrite, actions, modals };
}

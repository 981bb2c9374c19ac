import { EllipsisOutlined } from '@ant-design/icons';
import type { PoLineItem } from '@lading/shared';
import { Button, Dropdown, Space, type MenuProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../auth/session';
import { useEditor } from '../common/useEditor';
import { PoHeaderEditModal } from './PoHeaderEditModal';
import { PoLineContainersModal } from './PoLineContainersModal';
import { PoLineChangeModal } from './PoLineChangeModal';
import { PoLineEndModal, type LineEnd } from './PoLineEndModal';
import { PoLineSoLinkModal } from './PoLineSoLinkModal';
import { PO_WRITE, SO_READ } from './useOrders';

type MoreAction = LineEnd | 'soLink' | 'header' | 'containers';

/**
 * The actions on a PO line. Every reader may list the containers the line is in; the write
 * actions (with orders.po.write): edit, link to an SO line (which also needs
 * orders.so.read, to search them), edit the PO's header, close, cancel — none on a closed
 * or cancelled line. `modals` must be rendered once by the screen.
 */
export function usePoLineActions(options: { headerEdit?: boolean } = {}): {
  canWrite: boolean;
  canLink: boolean;
  actions: (line: PoLineItem) => ReactNode;
  /** Opens the SO-line link of `line` (for a screen's own button). */
  openSoLink: (line: PoLineItem) => void;
  /** Opens the list of containers `line` is planned or shipped in. */
  openContainers: (line: PoLineItem) => void;
  modals: ReactNode;
} {
  const { t } = useTranslation('orders');
  const { can } = usePermissions();
  const canWrite = can(PO_WRITE);
  const canLink = canWrite && can(SO_READ);
  const editor = useEditor<PoLineItem>();
  const [ending, setEnding] = useState<{ line: PoLineItem; action: LineEnd; open: boolean }>();
  const [linking, setLinking] = useState<{ line: PoLineItem; open: boolean; key: number }>();
  const [header, setHeader] = useState<{ poId: number; open: boolean; key: number }>();
  const [containers, setContainers] = useState<{ line: PoLineItem; open: boolean }>();

  // a new key on every opening: a fresh search, choice and refusal
  const openSoLink = (line: PoLineItem) =>
    setLinking((current) => ({ line, open: true, key: (current?.key ?? 0) + 1 }));
  const openContainers = (line: PoLineItem) => setContainers({ line, open: true });
  const more = (line: PoLineItem, key: MoreAction) => {
    if (key === 'containers') openContainers(line);
    else if (key === 'soLink') openSoLink(line);
    else if (key === 'header')
      setHeader((current) => ({ poId: line.poId, open: true, key: (current?.key ?? 0) + 1 }));
    else setEnding({ line, action: key, open: true });
  };
  const links: NonNullable<MenuProps['items']> = [
    ...(canLink ? [{ key: 'soLink', label: t('soLink.action') }] : []),
    ...(options.headerEdit !== false ? [{ key: 'header', label: t('poHeader.action') }] : []),
  ];
  const containersItem = { key: 'containers', label: t('lineContainers.action') };
  const items: MenuProps['items'] = [
    containersItem,
    ...links,
    ...(links.length ? [{ type: 'divider' as const }] : []),
    { key: 'close', label: t('endLine.close.ok') },
    { key: 'cancel', label: t('endLine.cancel.ok'), danger: true },
  ];

  const actions = (line: PoLineItem) => {
    const writable = canWrite && !line.closed && !line.cancelled;
    return (
      <Space size={0}>
        {writable && (
          <Button size="small" type="link" onClick={() => editor.edit(line)}>
            {t('actions.edit', { ns: 'common' })}
          </Button>
        )}
        <Dropdown
          trigger={['click']}
          menu={{
            items: writable ? items : [containersItem],
            onClick: ({ key }) => more(line, key as MoreAction),
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
    );
  };

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
      {linking && (
        <PoLineSoLinkModal
          key={`link-${linking.key}`}
          open={linking.open}
          line={linking.line}
          onClose={() => setLinking({ ...linking, open: false })}
        />
      )}
      {containers && (
        <PoLineContainersModal
          open={containers.open}
          line={containers.line}
          onClose={() => setContainers({ ...containers, open: false })}
        />
      )}
      {header && (
        <PoHeaderEditModal
          key={`header-${header.key}`}
          open={header.open}
          poId={header.poId}
          onClose={() => setHeader({ ...header, open: false })}
        />
      )}
    </>
  );
  return { canWrite, canLink, actions, openSoLink, openContainers, modals };
}

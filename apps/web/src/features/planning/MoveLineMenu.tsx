import { SwapOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tooltip, type MenuProps } from 'antd';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPct } from './planning-format';
import type { Workbench } from './useWorkbench';
import { moveTargets } from './workbench-move';
import type { LineInfo } from './workbench-state';

/** Where a line goes: another container's key, or 'open' (back to the open lines). */
export type MoveLineTo = (
  fromKey: string,
  poLineId: number,
  to: string,
  done: (moved: boolean) => void,
) => void;

const OPEN = 'open';

/**
 * Focuses what `find` answers once it is rendered and shown (the moved line's new row), or
 * what `otherwise` answers when it does not come. It keeps trying for up to 2 s (a busy machine
 * renders a workbench of 400 lines slowly), but only while the focus is still where it was or
 * lost: a user who has gone on to something else keeps the focus there.
 */
function focusWhenShown(
  find: () => HTMLElement | null | undefined,
  otherwise?: () => HTMLElement | null | undefined,
  tries = 80,
  from: Element | null = document.activeElement,
) {
  const active = document.activeElement;
  const waiting = !active || active === from || active === document.body || !active.isConnected;
  if (!waiting) return;
  const element = find();
  element?.focus();
  // a menu opened again is there before it shows: it takes the focus only once shown
  if (element && document.activeElement === element) return;
  if (tries > 0) setTimeout(() => focusWhenShown(find, otherwise, tries - 1, from), 25);
  else otherwise?.()?.focus();
}

const moveButtonOf = (key: string, poLineId: number) =>
  document.querySelector<HTMLElement>(`[data-move-line="${key}:${poLineId}"]`);

const checkboxLabelled = (label: string) =>
  [...document.querySelectorAll<HTMLElement>('input[type="checkbox"]')].find(
    (input) => input.getAttribute('aria-label') === label,
  );

/**
 * A container line's "Move to…": the keyboard's way of moving a line (issue 22) — a menu of
 * the group's other containers and the open lines. Focus comes back to this button when the
 * line stays, and follows the line to its new row when it moves.
 */
export function MoveLineMenu(props: {
  wb: Workbench;
  fromKey: string;
  info: LineInfo;
  disabled: boolean;
  onMoveTo: MoveLineTo;
}) {
  const { t, i18n } = useTranslation('planning');
  const { wb, fromKey, info } = props;
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const menuBox = useRef<HTMLDivElement>(null);
  /** Set once an entry is chosen, so a choice made twice (click and key) counts once. */
  const chosen = useRef(false);
  const line = { poNumber: info.poNumber, lineNo: info.lineNo };

  const targets = moveTargets(wb.state, fromKey).map((container) => ({
    key: `container:${container.key}`,
    disabled: !wb.context,
    label: t('moveTo.container', {
      key: container.key,
      type: container.containerType,
      utilization: formatPct(wb.metrics.get(container.key)?.utilization ?? 0, i18n.language),
    }),
  }));
  const items: MenuProps['items'] = [
    {
      type: 'group',
      label: t('moveTo.menuTitle'),
      children: targets.length
        ? targets
        : [{ key: 'none', label: t('moveTo.none'), disabled: true }],
    },
    { type: 'divider' },
    { key: OPEN, label: t('moveTo.openLines') },
  ];

  // antd's own autoFocus misses its menu: the first entry takes the focus, so the arrows and
  // Enter work at once; closing from inside (Escape, Tab) gives the focus back to the button
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      chosen.current = false;
      focusWhenShown(() =>
        menuBox.current?.querySelector<HTMLElement>(
          '[role="menuitem"]:not([aria-disabled="true"])',
        ),
      );
    } else if (menuBox.current?.contains(document.activeElement)) {
      trigger.current?.focus();
    }
  };

  const choose = (menuKey: string) => {
    if (chosen.current) return;
    chosen.current = true;
    setOpen(false);
    const to = menuKey === OPEN ? OPEN : menuKey.replace('container:', '');
    // a question asked next gives the focus back here when it closes, not to the gone menu
    trigger.current?.focus();
    props.onMoveTo(fromKey, info.poLineId, to, (moved) => {
      if (!moved) return focusWhenShown(() => trigger.current);
      if (to !== OPEN) return focusWhenShown(() => moveButtonOf(to, info.poLineId));
      // back in the open lines: its checkbox there, the card's own when the filters hide it
      focusWhenShown(
        () => checkboxLabelled(t('openLines.selectLine', line)),
        () => checkboxLabelled(t('containers.select', { key: fromKey })),
      );
    });
  };

  // Enter or Space on an entry chooses it. antd's menu does so itself when it renders in the
  // body; in the pop-ups region (issue 22) its Enter did not reach the entry (the browser test
  // found it), so the menu answers the keys here too — once, whichever comes first.
  const entryKeys = targets.length
    ? [...targets.map((target) => target.key), OPEN]
    : ['none', OPEN];
  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    const entries = [...(menuBox.current?.querySelectorAll('[role="menuitem"]') ?? [])];
    const entry = (event.target as HTMLElement).closest('[role="menuitem"]');
    const key = entry ? entryKeys[entries.indexOf(entry)] : undefined;
    if (!key || key === 'none' || entry?.getAttribute('aria-disabled') === 'true') return;
    event.preventDefault();
    choose(key);
  };

  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={onOpenChange}
      disabled={props.disabled}
      popupRender={(menu) => <div ref={menuBox}>{menu}</div>}
      menu={{ items, onClick: ({ key }) => choose(key), onKeyDown: onMenuKeyDown }}
    >
      <Tooltip title={t('containers.moveTo')}>
        <Button
          ref={trigger}
          size="small"
          type="text"
          icon={<SwapOutlined />}
          disabled={props.disabled}
          aria-label={t('containers.moveToLine', line)}
          aria-haspopup="menu"
          aria-expanded={open}
          data-move-line={`${fromKey}:${info.poLineId}`}
        />
      </Tooltip>
    </Dropdown>
  );
}

import { MinusSquareOutlined, PlusSquareOutlined } from '@ant-design/icons';
import type { CodeDataItem, CodeLevel } from '@lading/shared';
import { Alert, Button, Empty, Flex, Spin, theme, Tree, Typography, type TreeDataNode } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeLink } from './CodeLink';
import { levelName } from './trace-format';
import { useCodeTree, type Branch } from './useCodeTree';

interface CodeNode extends TreeDataNode {
  key: string;
  code?: CodeDataItem;
  /** a "Load more" node: the parent whose next page it reads */
  moreOf?: number;
  children?: CodeNode[];
}

const codeKey = (id: number) => `code:${id}`;

/**
 * "Down": the codes inside a code as a tree (role tree, named), each node "level · code ·
 * n children", opened lazily a level at a time; a branch with more children than read ends
 * in a "Load more" node. Keyboard: arrows move, Right/Left open and close, Enter or Space on
 * "Load more" reads the next page, Space selects a code (its details and its own trace are
 * then offered under the tree).
 */
export function CodeTree(props: {
  root: CodeDataItem;
  onTrace(code: string, level: CodeLevel | undefined): void;
}) {
  const { t } = useTranslation(['traceability', 'serials', 'planning']);
  const { root } = props;
  const { token } = theme.useToken();
  const tree = useCodeTree(root.id);
  const [selected, setSelected] = useState<CodeDataItem | null>(null);
  const top = tree.branches.get(root.id);

  const nodesOf = (branch: Branch, parentId: number): CodeNode[] => {
    const nodes: CodeNode[] = branch.items.map((code) => {
      const below = tree.branches.get(code.id);
      return {
        key: codeKey(code.id),
        code,
        isLeaf: code.childCount === 0 || below?.total === 0,
        title:
          code.childCount > 0
            ? t('down.node', {
                level: levelName(t, code.level),
                code: code.code,
                children: t('down.children', { count: code.childCount }),
              })
            : `${levelName(t, code.level)} · ${code.code}`,
        ...(below && { children: nodesOf(below, code.id) }),
      };
    });
    if (branch.items.length < branch.total)
      nodes.push({
        key: `more:${parentId}`,
        moreOf: parentId,
        isLeaf: true,
        title: (
          <span style={{ color: token.colorLink }}>
            {t('down.loadMore', { loaded: branch.items.length, total: branch.total })}
          </span>
        ),
      });
    return nodes;
  };

  if (tree.failed && !top)
    return <Alert type="error" showIcon role="alert" title={t('down.failed')} />;
  if (!top)
    return (
      <Flex gap={8} align="center">
        <Spin size="small" />
        <Typography.Text type="secondary">{t('down.loading')}</Typography.Text>
      </Flex>
    );
  if (top.total === 0) return <Empty description={t('down.empty')} />;

  const treeId = `trace-tree-${root.id}`;
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary" id={`${treeId}-keys`}>
        {t('down.keyboard')}
      </Typography.Text>
      <Tree<CodeNode>
        aria-label={t('down.tree', { code: root.code })}
        aria-describedby={`${treeId}-keys`}
        showLine
        // the switcher's icon is decoration: without aria-hidden its name ("plus-square")
        // would be read out with every code
        switcherIcon={({ expanded }) =>
          expanded ? <MinusSquareOutlined aria-hidden /> : <PlusSquareOutlined aria-hidden />
        }
        treeData={nodesOf(top, root.id)}
        selectedKeys={selected ? [codeKey(selected.id)] : []}
        loadData={(node) => (node.code ? tree.load(node.code.id) : Promise.resolve())}
        onSelect={(_, info) => {
          const node = info.node;
          if (node.moreOf !== undefined) void tree.loadMore(node.moreOf);
          else if (node.code) setSelected(node.code);
        }}
      />
      {tree.failed && <Alert type="error" showIcon role="alert" title={t('down.failed')} />}
      {selected && (
        <Flex gap={12} align="center" wrap role="status">
          <Typography.Text strong>
            {t('down.selected', { level: levelName(t, selected.level), code: selected.code })}
          </Typography.Text>
          <CodeLink id={selected.id} code={t('trace.openDetails')} />
          <Button size="small" onClick={() => props.onTrace(selected.code, selected.level)}>
            {t('down.traceIt')}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}

import { codeDataOperations as op, type CodeDataItem, type CodeLevel } from '@lading/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, Spin, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/call';
import { TracedCode } from './TracedCode';
import { levelName, productText, supplierText, TRACE_KEY } from './trace-format';

/**
 * What tracing a code found: nothing (said plainly), several codes with its text (the user
 * picks one: the same text at several levels), or the one code, traced up and down.
 */
export function TraceResult(props: {
  code: string;
  level: CodeLevel | undefined;
  /** the match chosen among several */
  id: number | undefined;
  onTrace(code: string, level: CodeLevel | undefined): void;
  onChoose(match: CodeDataItem): void;
  onAnyLevel(): void;
}) {
  const { t } = useTranslation(['traceability', 'serials', 'planning']);
  const { code, level } = props;
  const trace = useQuery({
    queryKey: [...TRACE_KEY, 'find', code, level ?? null],
    queryFn: () => call(op.trace, { query: { code, level } }),
  });

  if (trace.isPending)
    return (
      <Flex gap={8} align="center" role="status">
        <Spin size="small" />
        <Typography.Text>{t('trace.loading', { code })}</Typography.Text>
      </Flex>
    );
  if (trace.isError)
    return <Alert type="error" showIcon role="alert" title={t('trace.cannotRead')} />;

  const matches = trace.data;
  if (matches.length === 0)
    return (
      <Card size="small">
        <Empty
          description={
            <Flex vertical gap={4} role="status">
              <Typography.Text strong>
                {level
                  ? t('trace.notFoundAtLevel', { code, level: levelName(t, level) })
                  : t('trace.notFound', { code })}
              </Typography.Text>
              <Typography.Text type="secondary">{t('trace.notFoundHint')}</Typography.Text>
            </Flex>
          }
        >
          {level && <Button onClick={props.onAnyLevel}>{t('trace.anyLevelAgain')}</Button>}
        </Empty>
      </Card>
    );

  const chosen = matches.length === 1 ? matches[0] : matches.find((match) => match.id === props.id);
  if (!chosen) return <TraceMatches code={code} matches={matches} onChoose={props.onChoose} />;
  return (
    <TracedCode
      key={chosen.id}
      code={chosen}
      onTrace={props.onTrace}
      onChooseAgain={
        // a match chosen among several (its level then in the URL): all of them again
        matches.length > 1 || props.id !== undefined
          ? () => props.onTrace(code, undefined)
          : undefined
      }
    />
  );
}

/** Several codes read the same: each with its level, product, supplier and container. */
function TraceMatches(props: {
  code: string;
  matches: CodeDataItem[];
  onChoose(match: CodeDataItem): void;
}) {
  const { t } = useTranslation(['traceability', 'serials', 'planning']);
  return (
    <Card size="small">
      <Alert
        type="info"
        showIcon
        role="status"
        title={t('trace.several', { count: props.matches.length, code: props.code })}
        style={{ marginBottom: 12 }}
      />
      <Table<CodeDataItem>
        rowKey="id"
        size="middle"
        pagination={false}
        scroll={{ x: 'max-content' }}
        aria-label={t('trace.matches', { code: props.code })}
        dataSource={props.matches}
        columns={[
          {
            title: t('fields.level'),
            key: 'level',
            render: (_, match) => levelName(t, match.level),
          },
          { title: t('fields.code'), dataIndex: 'code' },
          { title: t('fields.product'), key: 'product', render: (_, match) => productText(match) },
          {
            title: t('fields.supplier'),
            key: 'supplier',
            render: (_, match) => supplierText(match),
          },
          {
            title: t('fields.container'),
            key: 'container',
            render: (_, match) => match.containerCode ?? '—',
          },
          {
            title: t('table.rowActions', { ns: 'common' }),
            key: 'choose',
            render: (_, match) => (
              <Button
                autoInsertSpace={false}
                size="small"
                type="primary"
                aria-label={t('trace.chooseNamed', {
                  level: levelName(t, match.level),
                  code: match.code,
                })}
                onClick={() => props.onChoose(match)}
              >
                {t('trace.choose')}
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}

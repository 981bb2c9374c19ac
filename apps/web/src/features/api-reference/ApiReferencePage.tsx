import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Collapse, Empty, Input, Space, Spin, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readApiDocument } from '../../api/call';
import { OperationDetails } from './OperationDetails';
import { filterOperations, operationsByTag, type OpenApiDocument } from './openapi';

const METHOD_COLORS: Record<string, string> = {
  GET: 'blue',
  POST: 'green',
  PUT: 'orange',
  PATCH: 'gold',
  DELETE: 'red',
};

/** Saves the document as the user has it (the server's copy needs a Bearer token). */
function downloadDocument(doc: OpenApiDocument) {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(doc, null, 2)], { type: 'application/json' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = 'lading-openapi.json';
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * issue 14: the API reference, drawn from the OpenAPI document (GET /api/docs, read with the
 * user's session) inside the app — so its code is our own bundle under our CSP, and a
 * signed-out visitor meets the sign-in like on any screen. Operations by tag (module).
 */
export default function ApiReferencePage() {
  const { t } = useTranslation('apiReference');
  const [search, setSearch] = useState('');
  const docs = useQuery({
    queryKey: ['apiReference'],
    queryFn: () => readApiDocument<OpenApiDocument>(),
    staleTime: Infinity,
  });
  const tags = useMemo(() => (docs.data ? operationsByTag(docs.data) : []), [docs.data]);
  const shown = useMemo(() => filterOperations(tags, search), [tags, search]);

  if (docs.isPending) return <Spin />;
  if (docs.isError) return <Alert type="error" showIcon message={t('loadFailed')} />;
  const doc = docs.data;
  return (
    <div data-testid="api-reference">
      <Typography.Paragraph type="secondary">
        {doc.info.title} {doc.info.version} · OpenAPI {doc.openapi}
      </Typography.Paragraph>
      <Typography.Paragraph>{t('intro')}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('search')}
          aria-label={t('search')}
          style={{ width: 360 }}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Button icon={<DownloadOutlined />} onClick={() => downloadDocument(doc)}>
          {t('download')}
        </Button>
      </Space>
      {shown.length === 0 ? (
        <Empty description={t('nothing')} />
      ) : (
        <Collapse
          // every module open: the operation names are the page's table of contents
          defaultActiveKey={tags.map((tag) => tag.tag)}
          items={shown.map(({ tag, operations }) => ({
            key: tag,
            label: (
              <Space>
                <Typography.Text strong>{tag}</Typography.Text>
                <Typography.Text type="secondary">
                  {t('operations', { count: operations.length })}
                </Typography.Text>
              </Space>
            ),
            children: (
              <Collapse
                size="small"
                items={operations.map((operation) => ({
                  key: operation.key,
                  label: (
                    <Space wrap>
                      <Tag color={METHOD_COLORS[operation.method]}>{operation.method}</Tag>
                      <code>{operation.path}</code>
                      <Typography.Text>{operation.summary}</Typography.Text>
                    </Space>
                  ),
                  children: <OperationDetails operation={operation} />,
                }))}
              />
            ),
          }))}
        />
      )}
    </div>
  );
}

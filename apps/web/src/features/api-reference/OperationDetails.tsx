import { Descriptions, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { schemaText, type ApiOperation, type JsonSchema } from './openapi';

const PRE_STYLE = { margin: 0, whiteSpace: 'pre-wrap', fontSize: 12 } as const;

function SchemaBlock({ schema }: { schema: JsonSchema | 'file' }) {
  const { t } = useTranslation('apiReference');
  if (schema === 'file') return <Typography.Text>{t('file')}</Typography.Text>;
  return <pre style={PRE_STYLE}>{schemaText(schema)}</pre>;
}

/** One operation: who may call it, its parameters, request body and answer. */
export function OperationDetails({ operation }: { operation: ApiOperation }) {
  const { t } = useTranslation('apiReference');
  const items = [
    {
      key: 'access',
      label: t('access'),
      children: operation.signedIn ? t('signedIn') : t('public'),
    },
    ...(operation.parameters.length
      ? [
          {
            key: 'parameters',
            label: t('parameters'),
            children: (
              <Table
                size="small"
                pagination={false}
                rowKey={(row) => `${row.in}:${row.name}`}
                dataSource={operation.parameters}
                columns={[
                  {
                    title: t('name'),
                    dataIndex: 'name',
                    render: (name: string) => <code>{name}</code>,
                  },
                  { title: t('in'), dataIndex: 'in' },
                  {
                    title: t('type'),
                    key: 'type',
                    render: (_, row) => <pre style={PRE_STYLE}>{schemaText(row.schema)}</pre>,
                  },
                  {
                    title: t('required'),
                    key: 'required',
                    render: (_, row) => (row.required ? t('yes') : t('no')),
                  },
                ]}
              />
            ),
          },
        ]
      : []),
    ...(operation.body
      ? [
          {
            key: 'body',
            label: t('requestBody'),
            children: <SchemaBlock schema={operation.body} />,
          },
        ]
      : []),
    { key: 'answer', label: t('response'), children: <SchemaBlock schema={operation.answer} /> },
  ];
  return <Descriptions bordered size="small" column={1} items={items} />;
}

import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import {
  CHAR_TYPES,
  MATCH_TYPES,
  MAX_SEGMENT_LENGTH,
  MAX_SEGMENTS,
  SEGMENT_KINDS,
  translateError,
  type ErrorMessageKey,
} from '@lading/shared';
import {
  Button,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
  Switch,
  Table,
  Typography,
  theme,
  type FormListFieldData,
  type FormRule,
  type TableColumnsType,
} from 'antd';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { languageOf } from '../../stock/stock-format';
import { newSegment, type SegmentRow } from './template-form';

/** The most characters a segment's must / must-not contain lists take (the contract's). */
const CONTAINS_MAX = 20;

const TOP = { style: { verticalAlign: 'top' } } as const;

type SegmentField = Exclude<keyof SegmentRow, 'repeatable'> | 'repeatable';

/**
 * The template's ordered segments inside its form (Form.List `segments`): one table row per
 * segment with its choices, each control named for its row ("Segment 2 Length"); rows added,
 * removed and moved by buttons named the same way. The required choices say the server's
 * own messages (serials.*) in the user's language.
 */
export function SegmentsEditor() {
  const { t, i18n } = useTranslation('serials');
  const lang = languageOf(i18n.language);
  const form = Form.useFormInstance();
  const { token } = theme.useToken();
  const message = (key: ErrorMessageKey) => translateError(lang, key);
  const label = (n: number, field: SegmentField) =>
    t('templates.segmentField', { n, field: t(`fields.${field}`) });
  const list = useRef<HTMLDivElement>(null);
  /**
   * Keeps the keyboard where it was once the rows have moved: on the button `action` of the
   * row now at `index` (the one just moved, or the next after a removal), or on "Add segment"
   * when no row is left. A button that became disabled (first row's "up") would drop it.
   */
  const keepFocus = (index: number, action: 'moveUp' | 'moveDown' | 'removeSegment') =>
    setTimeout(() => {
      const name = t(`templates.actions.${action}`, { n: index + 1 });
      const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
      const target =
        index >= 0 ? buttons.find((button) => button.getAttribute('aria-label') === name) : null;
      (target ?? buttons.at(-1))?.focus();
    });
  const row = (index: number): SegmentRow | undefined =>
    form.getFieldValue(['segments', index]) as SegmentRow | undefined;

  const cell = (
    field: FormListFieldData,
    name: SegmentField,
    rules: FormRule[],
    input: ReactNode,
    extra: { valuePropName?: string; dependencies?: (string | number)[][] } = {},
  ) => (
    <Form.Item
      name={[field.name, name]}
      rules={rules}
      style={{ marginBottom: 0 }}
      valuePropName={extra.valuePropName}
      dependencies={extra.dependencies}
    >
      {input}
    </Form.Item>
  );

  const select = <V extends string>(
    values: readonly V[],
    words: (value: V) => string,
    ariaLabel: string,
  ) => (
    <Select<V>
      aria-label={ariaLabel}
      style={{ width: '100%' }}
      options={values.map((value) => ({ value, label: words(value) }))}
    />
  );

  return (
    <Form.List
      name="segments"
      rules={[
        {
          validator: (_, value: unknown[] | undefined) =>
            value?.length
              ? Promise.resolve()
              : Promise.reject(new Error(message('serials.segmentsRequired'))),
        },
      ]}
    >
      {(fields, { add, remove, move }, { errors }) => {
        const columns: TableColumnsType<FormListFieldData> = [
          {
            title: '#',
            width: 32,
            // level with the row's controls (they are a control's height)
            render: (_, field) => (
              <span style={{ lineHeight: `${token.controlHeight}px` }}>{field.name + 1}</span>
            ),
          },
          {
            title: t('fields.kind'),
            width: 136,
            render: (_, field) =>
              cell(
                field,
                'kind',
                [{ required: true, message: message('serials.segmentKindRequired') }],
                select(
                  SEGMENT_KINDS,
                  (kind) => t(`segmentKinds.${kind}`),
                  label(field.name + 1, 'kind'),
                ),
              ),
          },
          {
            title: t('fields.matchType'),
            width: 104,
            render: (_, field) =>
              cell(
                field,
                'matchType',
                [{ required: true, message: message('serials.matchTypeRequired') }],
                select(
                  MATCH_TYPES,
                  (type) => t(`matchTypes.${type}`),
                  label(field.name + 1, 'matchType'),
                ),
              ),
          },
          {
            title: t('fields.staticValue'),
            width: 120,
            render: (_, field) => (
              <Form.Item
                noStyle
                shouldUpdate={(a: { segments?: SegmentRow[] }, b: { segments?: SegmentRow[] }) =>
                  a.segments?.[field.name]?.matchType !== b.segments?.[field.name]?.matchType
                }
              >
                {() =>
                  cell(
                    field,
                    'staticValue',
                    [
                      {
                        validator: (_, value: string | undefined) => {
                          const segment = row(field.name);
                          if (segment?.matchType !== 'static') return Promise.resolve();
                          return typeof segment.length === 'number' &&
                            (value ?? '').length === segment.length
                            ? Promise.resolve()
                            : Promise.reject(new Error(message('serials.staticValueLength')));
                        },
                      },
                    ],
                    <Input
                      aria-label={label(field.name + 1, 'staticValue')}
                      disabled={row(field.name)?.matchType !== 'static'}
                      maxLength={MAX_SEGMENT_LENGTH}
                      autoComplete="off"
                    />,
                    {
                      dependencies: [
                        ['segments', field.name, 'matchType'],
                        ['segments', field.name, 'length'],
                      ],
                    },
                  )
                }
              </Form.Item>
            ),
          },
          {
            title: t('fields.charType'),
            width: 150,
            render: (_, field) =>
              cell(
                field,
                'charType',
                [{ required: true, message: message('serials.charTypeRequired') }],
                select(
                  CHAR_TYPES,
                  (type) => t(`charTypes.${type}`),
                  label(field.name + 1, 'charType'),
                ),
              ),
          },
          {
            title: t('fields.length'),
            width: 76,
            render: (_, field) =>
              cell(
                field,
                'length',
                [
                  { required: true, message: message('serials.lengthRequired') },
                  {
                    type: 'integer',
                    min: 1,
                    max: MAX_SEGMENT_LENGTH,
                    message: message('serials.lengthRange'),
                  },
                ],
                <InputNumber<number>
                  aria-label={label(field.name + 1, 'length')}
                  precision={0}
                  style={{ width: '100%' }}
                />,
              ),
          },
          {
            title: t('fields.mustContain'),
            width: 96,
            render: (_, field) =>
              cell(
                field,
                'mustContain',
                [],
                <Input
                  aria-label={label(field.name + 1, 'mustContain')}
                  maxLength={CONTAINS_MAX}
                  autoComplete="off"
                />,
              ),
          },
          {
            title: t('fields.mustNotContain'),
            width: 96,
            render: (_, field) =>
              cell(
                field,
                'mustNotContain',
                [],
                <Input
                  aria-label={label(field.name + 1, 'mustNotContain')}
                  maxLength={CONTAINS_MAX}
                  autoComplete="off"
                />,
              ),
          },
          {
            title: t('fields.repeatable'),
            width: 80,
            render: (_, field) =>
              cell(
                field,
                'repeatable',
                [],
                <Switch aria-label={label(field.name + 1, 'repeatable')} />,
                { valuePropName: 'checked' },
              ),
          },
          {
            title: t('templates.operations'),
            width: 112,
            render: (_, field) => {
              const n = field.name + 1;
              return (
                <Space size={0}>
                  <Button
                    type="text"
                    icon={<ArrowUpOutlined />}
                    aria-label={t('templates.actions.moveUp', { n })}
                    disabled={field.name === 0}
                    onClick={() => {
                      move(field.name, field.name - 1);
                      keepFocus(field.name - 1, field.name - 1 === 0 ? 'moveDown' : 'moveUp');
                    }}
                  />
                  <Button
                    type="text"
                    icon={<ArrowDownOutlined />}
                    aria-label={t('templates.actions.moveDown', { n })}
                    disabled={field.name === fields.length - 1}
                    onClick={() => {
                      move(field.name, field.name + 1);
                      const last = field.name + 1 === fields.length - 1;
                      keepFocus(field.name + 1, last ? 'moveUp' : 'moveDown');
                    }}
                  />
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('templates.actions.removeSegment', { n })}
                    onClick={() => {
                      remove(field.name);
                      keepFocus(Math.min(field.name, fields.length - 2), 'removeSegment');
                    }}
                  />
                </Space>
              );
            },
          },
        ];
        return (
          <div ref={list}>
            <Table<FormListFieldData>
              size="small"
              rowKey="key"
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={fields}
              // a row's messages grow its cells downwards: the controls stay in line
              columns={columns.map((column) => ({ ...column, onCell: () => TOP }))}
              title={() => (
                <Space direction="vertical" size={0}>
                  <strong>{t('fields.segments')}</strong>
                  <Typography.Text type="secondary">{t('templates.segmentsHelp')}</Typography.Text>
                </Space>
              )}
            />
            <Form.ErrorList errors={errors} />
            <Button
              type="dashed"
              block
              icon={<PlusOutlined />}
              style={{ marginTop: 8 }}
              disabled={fields.length >= MAX_SEGMENTS}
              onClick={() => add(newSegment())}
            >
              {t('templates.actions.addSegment')}
            </Button>
          </div>
        );
      }}
    </Form.List>
  );
}

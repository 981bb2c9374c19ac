import {
  bindingOperations as op,
  formatQty,
  type CodeLevel,
  type ParentLevel,
  type ScanContextKind,
  type ScanContextOption,
} from '@lading/shared';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Form, Radio, Select, Spin } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/call';
import { useSearchAsTyped } from '../../common/useSearchAsTyped';
import { contextKey, contextKindsOf, contextText, SERIALS_KEY } from './station-levels';

/**
 * Step 1: what the scanned codes belong to. A PO line (it brings the product and supplier) or
 * a product, or for containers a planned container; searched on the server as the user types
 * (the caller's own suppliers only). `extra` holds bindCode's choice of levels.
 */
export function ContextPanel(props: {
  level: ParentLevel;
  value: ScanContextOption | null;
  onChange(value: ScanContextOption | null): void;
  extra?: ReactNode;
}) {
  const { t } = useTranslation('serials');
  const kinds = contextKindsOf(props.level);
  const [chosenKind, setKind] = useState<ScanContextKind>(kinds[0]!);
  const kind = kinds.includes(chosenKind) ? chosenKind : kinds[0]!;
  const search = useSearchAsTyped();
  const choices = useQuery({
    queryKey: [...SERIALS_KEY, 'contexts', kind, search.keyword],
    queryFn: () =>
      call(op.contexts, {
        query: { kind, ...(search.keyword ? { keyword: search.keyword } : {}) },
      }),
    enabled: search.open,
  });
  const found = choices.data ?? [];
  const listed =
    props.value && !found.some((option) => contextKey(option) === contextKey(props.value!))
      ? [props.value, ...found]
      : found;
  const byKey = new Map(listed.map((option) => [contextKey(option), option]));

  return (
    <Card title={t('stations.steps.context')} size="small">
      <Form layout="vertical" name="station-context-form" component="div">
        {props.extra}
        {kinds.length > 1 && (
          <Form.Item label={<span id="station-context-kind">{t('stations.context.kind')}</span>}>
            <Radio.Group
              aria-labelledby="station-context-kind"
              optionType="button"
              value={kind}
              onChange={(event) => {
                setKind(event.target.value as ScanContextKind);
                props.onChange(null);
              }}
              options={kinds.map((value) => ({
                value,
                label: t(`stations.context.kinds.${value}`),
              }))}
            />
          </Form.Item>
        )}
        <Form.Item
          label={t(`stations.context.kinds.${kind}`)}
          htmlFor="station-context"
          extra={props.value ? undefined : t('stations.context.hint')}
          style={{ marginBottom: props.value ? 12 : 0 }}
        >
          <Select<string>
            id="station-context"
            allowClear
            value={props.value ? contextKey(props.value) : undefined}
            placeholder={t(`stations.context.placeholders.${kind}`)}
            showSearch={{ filterOption: false, onSearch: search.onSearch }}
            onOpenChange={search.onOpenChange}
            notFoundContent={choices.isFetching ? <Spin size="small" /> : undefined}
            options={listed.map((option) => ({
              value: contextKey(option),
              label: contextText(option, (id) => t('stations.context.unnamedContainer', { id })),
            }))}
            onChange={(key) => props.onChange(key ? (byKey.get(key) ?? null) : null)}
          />
        </Form.Item>
      </Form>
      {props.value && <ContextDetails option={props.value} />}
    </Card>
  );
}

function ContextDetails({ option }: { option: ScanContextOption }) {
  const { t } = useTranslation('serials');
  const named = (code: string | null, name: string | null) =>
    [code, name].filter((part) => part).join(' · ') || '—';
  const items =
    option.kind === 'container'
      ? [
          {
            key: 'shipment',
            label: t('stations.context.shipment'),
            children:
              option.shipmentNo ??
              t('stations.context.unnamedContainer', { id: option.containerId ?? 0 }),
          },
          {
            key: 'container',
            label: t('stations.context.container'),
            children: option.containerNo,
          },
        ]
      : [
          {
            key: 'product',
            label: t('stations.context.product'),
            children: named(option.productCode, option.productName),
          },
          {
            key: 'supplier',
            label: t('stations.context.supplier'),
            children: named(option.supplierCode, option.supplierName),
          },
          ...(option.kind === 'poLine'
            ? [
                {
                  key: 'po',
                  label: t('stations.context.po'),
                  children: `${option.poNumber ?? ''} / ${option.poLineNo ?? ''}`,
                },
              ]
            : []),
        ];
  return (
    <Descriptions
      size="small"
      bordered
      column={1}
      items={[
        ...items.map((item) => ({ ...item, children: item.children || '—' })),
        ...(option.qty !== null
          ? [{ key: 'qty', label: t('stations.context.qty'), children: formatQty(option.qty) }]
          : []),
      ]}
    />
  );
}

/** bindCode's choice of the parent level and the (narrower) child level: a plain label each. */
export function LevelChoice(props: {
  id: string;
  label: string;
  value: CodeLevel;
  levels: readonly CodeLevel[];
  onChange(value: CodeLevel): void;
}) {
  const { t } = useTranslation('serials');
  return (
    <Form.Item label={props.label} htmlFor={props.id}>
      <Select<CodeLevel>
        id={props.id}
        value={props.value}
        onChange={props.onChange}
        options={props.levels.map((level) => ({
          value: level,
          label: t(`levels.${level}`),
        }))}
      />
    </Form.Item>
  );
}

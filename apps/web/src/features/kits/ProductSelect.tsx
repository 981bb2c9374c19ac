import { MAX_PAGE_SIZE, type ProductItem } from '@lading/shared';
import { useQuery } from '@tanstack/react-query';
import { Flex, Select, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { productsApi } from '../products/products.api';
import { useSearchAsTyped } from '../common/useSearchAsTyped';

export interface ProductOption {
  value: number;
  label: string;
}

/** "product ID · short name", as every product select shows its choice. */
export const productLabel = (product: { productId: string; shortName: string }) =>
  `${product.productId} · ${product.shortName}`;

/**
 * Picks one product, searching /api/products as the user types (debounced). The value
 * carries its label, so the choice stays readable while the search shows others. With
 * `activeOnly`, Inactive products show but cannot be chosen.
 */
export function ProductSelect(props: {
  id?: string;
  value?: ProductOption | undefined;
  onChange?: (value: ProductOption | undefined) => void;
  /** The chosen product's full record (for derived figures). */
  onPick?: (product: ProductItem) => void;
  activeOnly?: boolean;
  allowClear?: boolean;
  placeholder?: string;
  style?: React.CSSProperties;
}) {
  const { t } = useTranslation('kits');
  const { keyword, open, onSearch, onOpenChange } = useSearchAsTyped();
  const query = { pageNum: 1, pageSize: MAX_PAGE_SIZE, ...(keyword ? { keyword } : {}) };
  const products = useQuery({
    queryKey: ['products', 'list', query],
    queryFn: () => productsApi.list(query),
    enabled: open,
  });
  const list = products.data?.list ?? [];
  const options = list.map((product) => ({
    value: product.id,
    label: productLabel(product),
    disabled: props.activeOnly === true && product.activeness !== 'Active',
    inactive: product.activeness !== 'Active',
  }));

  return (
    <Select<ProductOption, ProductOption & { inactive: boolean; disabled: boolean }>
      id={props.id}
      labelInValue
      allowClear={props.allowClear ?? false}
      value={props.value}
      style={props.style}
      onChange={(value) => {
        props.onChange?.(value);
        const product = value ? list.find((p) => p.id === value.value) : undefined;
        if (product) props.onPick?.(product);
      }}
      showSearch={{ filterOption: false, onSearch }}
      onOpenChange={onOpenChange}
      options={options}
      optionRender={(option) => (
        <Flex justify="space-between" gap={8}>
          <span>{option.label}</span>
          {option.data.inactive && (
            <Typography.Text type="secondary">
              <Tag>{t('product.inactive')}</Tag>
            </Typography.Text>
          )}
        </Flex>
      )}
      placeholder={props.placeholder ?? t('product.placeholder')}
      notFoundContent={products.isFetching ? <Spin size="small" /> : undefined}
    />
  );
}

import { MAX_PAGE_SIZE, productOperations, type ProductItem } from '@lading/shared';
import { useQuery } from '@tanstack/react-query';
import { Flex, Select, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/call';
import { useNamedOption } from '../common/useNamedOption';
import { useSearchAsTyped } from '../common/useSearchAsTyped';
import { fieldAria, type FieldAriaProps } from '../common/field-aria';

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
 * `activeOnly`, Inactive products show but cannot be chosen. A value without its label (a
 * filter from a link, `optionOfId`) shows the product's label once read.
 */
export function ProductSelect(
  props: {
    id?: string;
    value?: ProductOption | undefined;
    onChange?: (value: ProductOption | undefined) => void;
    /** The chosen product's full record (for derived figures). */
    onPick?: (product: ProductItem) => void;
    activeOnly?: boolean;
    allowClear?: boolean;
    placeholder?: string;
    style?: React.CSSProperties;
  } & FieldAriaProps,
) {
  const { t } = useTranslation('kits');
  const { keyword, open, onSearch, onOpenChange } = useSearchAsTyped();
  const query = { pageNum: 1, pageSize: MAX_PAGE_SIZE, ...(keyword ? { keyword } : {}) };
  const products = useQuery({
    queryKey: ['products', 'list', query],
    queryFn: () => call(productOperations.list, { query }),
    enabled: open,
  });
  const list = products.data?.list ?? [];
  const value = useNamedOption(props.value, ['products'], (id) =>
    call(productOperations.get, { params: { id } }, { quiet: true }).then(productLabel),
  );
  const options = list.map((product) => ({
    value: product.id,
    label: productLabel(product),
    disabled: props.activeOnly === true && product.activeness !== 'Active',
    inactive: product.activeness !== 'Active',
  }));

  return (
    <Select<ProductOption, ProductOption & { inactive: boolean; disabled: boolean }>
      id={props.id}
      {...fieldAria(props)}
      labelInValue
      allowClear={props.allowClear ?? false}
      value={value}
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

import { UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../auth/Guards';
import { ProductImportModal } from './ProductImportModal';
import { PRODUCTS_IMPORT } from './useProductImport';

/** The product list's "Import" button and its modal, shown only with `products.import`. */
export function ProductImportButton() {
  const { t } = useTranslation('productImport');
  const [open, setOpen] = useState(false);
  return (
    <Can resource={PRODUCTS_IMPORT}>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)}>
        {t('button')}
      </Button>
      <ProductImportModal open={open} onClose={() => setOpen(false)} />
    </Can>
  );
}

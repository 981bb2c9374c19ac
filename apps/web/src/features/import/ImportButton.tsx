import { UploadOutlined } from '@ant-design/icons';
import type { ImportJob } from '@lading/shared';
import { Button } from 'antd';
import { useState } from 'react';
import { Can } from '../../auth/Guards';
import { ImportModal, type ImportModalProps } from './ImportModal';

/** An "Import" button and its modal, shown only with the import's write resource. */
export function ImportButton<J extends ImportJob>(
  props: Omit<ImportModalProps<J>, 'open' | 'onClose'> & { resource: string; label: string },
) {
  const { resource, label, ...modal } = props;
  const [open, setOpen] = useState(false);
  return (
    <Can resource={resource}>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <ImportModal {...modal} open={open} onClose={() => setOpen(false)} />
    </Can>
  );
}

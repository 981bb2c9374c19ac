import { BarcodeOutlined } from '@ant-design/icons';
import { Flex, Input, Typography, type InputRef } from 'antd';
import { useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The delivery note number a keyboard-wedge scanner types (the whole code, then Enter), or
 * a person: focused when the page opens, emptied and focused again after each scan.
 */
export function ScanNoteInput(props: {
  onScan(noteNo: string): Promise<unknown>;
  /** The page's handle on the field (to focus it again after a stock-in) */
  inputRef?: RefObject<InputRef | null>;
}) {
  const { t } = useTranslation('stock');
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const own = useRef<InputRef>(null);
  const input = props.inputRef ?? own;

  const scan = () => {
    const noteNo = value.trim();
    if (!noteNo || busy) return;
    setBusy(true);
    void props.onScan(noteNo).finally(() => {
      setBusy(false);
      setValue('');
      input.current?.focus();
    });
  };

  return (
    <Flex align="center" gap={12} wrap>
      <Typography.Text strong>
        <label htmlFor="delivery-note-scan">{t('stockIn.page.scan')}</label>
      </Typography.Text>
      <Input
        id="delivery-note-scan"
        ref={input}
        autoFocus
        autoComplete="off"
        size="large"
        prefix={<BarcodeOutlined aria-hidden />}
        placeholder={t('stockIn.page.scanPlaceholder')}
        value={value}
        readOnly={busy}
        maxLength={30}
        onChange={(event) => setValue(event.target.value)}
        onPressEnter={scan}
        style={{ width: 460, maxWidth: '100%' }}
      />
    </Flex>
  );
}

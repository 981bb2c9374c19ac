import { BellOutlined } from '@ant-design/icons';
import { BADGE_MAX, type StationMessage, formatDateTime } from '@lading/shared';
import { Badge, Button, Empty, List, Popover, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { POPUP_FIRST_MESSAGES, POPUP_MORE_MESSAGES } from '../../lib/constants';
import { MessageDialog } from './MessageDialog';
import { MessageViewer } from './MessageViewer';
import { ReadDot } from './ReadDot';
import { useMessageList, useReadMessages, useUnreadCount } from './useMessages';

/** spec §2/§9: the bell with the unread badge (max 99) and the message popup (5, then +10). */
export function MessageBell() {
  const { t, i18n } = useTranslation('messages');
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState(POPUP_FIRST_MESSAGES);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [viewing, setViewing] = useState<StationMessage | null>(null);
  const unread = useUnreadCount();
  const list = useMessageList({ pageNum: 1, pageSize: shown });
  const { readOne } = useReadMessages();
  const messages = list.data?.list ?? [];
  const total = list.data?.total ?? 0;

  const view = (message: StationMessage) => {
    setOpen(false);
    setViewing(message);
    if (message.readStatus === 0) readOne.mutate(message.id);
  };

  const content = (
    <div style={{ width: 340 }}>
      {messages.length === 0 ? (
        <Empty description={t('table.noData', { ns: 'common' })} />
      ) : (
        <List
          size="small"
          dataSource={messages}
          renderItem={(message) => (
            <List.Item>
              {/* a button, so the keyboard opens a message as the mouse does */}
              <Button
                type="text"
                block
                onClick={() => view(message)}
                style={{
                  height: 'auto',
                  padding: '2px 4px',
                  textAlign: 'left',
                  whiteSpace: 'normal',
                }}
              >
                <Space align="start">
                  <ReadDot read={message.readStatus !== 0} />
                  <span style={{ display: 'block' }}>
                    <span style={{ display: 'block' }}>
                      {i18n.language === 'zh' ? message.titleCn || message.title : message.title}
                    </span>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {formatDateTime(message.receiveTime)}
                    </Typography.Text>
                  </span>
                </Space>
              </Button>
            </List.Item>
          )}
        />
      )}
      <Space style={{ width: '100%', justifyContent: 'space-between', marginTop: 8 }}>
        <Button
          size="small"
          disabled={messages.length >= total}
          onClick={() => setShown((n) => n + POPUP_MORE_MESSAGES)}
        >
          {t('loadMore')}
        </Button>
        <Button
          size="small"
          type="link"
          onClick={() => {
            setOpen(false);
            setDialogOpen(true);
          }}
        >
          {t('viewAll')}
        </Button>
      </Space>
    </div>
  );

  return (
    <>
      <Popover
        trigger="click"
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setShown(POPUP_FIRST_MESSAGES);
        }}
        title={t('title')}
        content={content}
        placement="bottomRight"
      >
        <Badge
          count={unread.data ?? 0}
          overflowCount={BADGE_MAX}
          size="small"
          data-testid="unread-badge"
        >
          <Button
            type="text"
            aria-label={t('bell', { count: unread.data ?? 0 })}
            icon={<BellOutlined />}
          />
        </Badge>
      </Popover>
      <MessageDialog open={dialogOpen} onClose={() => setDialogOpen(false)} onView={view} />
      <MessageViewer message={viewing} onClose={() => setViewing(null)} />
    </>
  );
}

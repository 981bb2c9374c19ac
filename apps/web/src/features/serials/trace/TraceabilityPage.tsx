import type { CodeLevel } from '@lading/shared';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { positiveId } from '../../suppliers/supplier-routes';
import { ContainersByProduct } from './ContainersByProduct';
import { TracePanel } from './TracePanel';
import { levelOf } from './trace-format';

type Tab = 'trace' | 'containers';

/**
 * /datas/traceability (spec §2, issue 19): trace any code up to its container and down to
 * what it holds; the second tab asks the reverse question (which containers hold a product).
 * The traced code, its level, the chosen match and the tab live in the URL
 * (`?code=&level=&id=&tab=`), so a trace can be linked and reloaded.
 */
export default function TraceabilityPage() {
  const { t } = useTranslation('traceability');
  const [params, setParams] = useSearchParams();
  const code = params.get('code')?.trim() || undefined;
  const level = levelOf(params.get('level'));
  const id = positiveId(params.get('id'));
  const tab: Tab = params.get('tab') === 'containers' ? 'containers' : 'trace';

  /** A new trace (or level, or match): the rest of the address stays as it was. */
  const show = (next: {
    code?: string | undefined;
    level?: CodeLevel | undefined;
    id?: number;
  }) => {
    const search = new URLSearchParams();
    const shown = { code, level, ...next };
    if (shown.code) search.set('code', shown.code);
    if (shown.level) search.set('level', shown.level);
    if (next.id) search.set('id', String(next.id));
    setParams(search);
  };
  const showTab = (key: string) => {
    const search = new URLSearchParams(params);
    if (key === 'containers') search.set('tab', key);
    else search.delete('tab');
    setParams(search);
  };

  return (
    <Tabs
      activeKey={tab}
      onChange={showTab}
      items={[
        {
          key: 'trace',
          label: t('tabs.trace'),
          children: (
            <TracePanel
              code={code}
              level={level}
              id={id}
              onTrace={(traced, tracedLevel) => show({ code: traced, level: tracedLevel })}
              onLevel={(chosen) => show({ level: chosen })}
              onChoose={(match) => show({ code: match.code, level: match.level, id: match.id })}
            />
          ),
        },
        {
          key: 'containers',
          label: t('tabs.containers'),
          children: (
            <ContainersByProduct onTrace={(traced) => show({ code: traced, level: 'container' })} />
          ),
        },
      ]}
    />
  );
}

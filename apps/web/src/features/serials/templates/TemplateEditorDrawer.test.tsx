// @vitest-environment jsdom
import type { CodeLevel, CodeTemplateItem } from '@lading/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { fakeServer, renderSignedIn } from '../../orders/order-test-support';
import { TemplateEditorDrawer } from './TemplateEditorDrawer';
import { template } from './template-test-support';

// a drawer full of selects renders slowly in jsdom
const SLOW = 90_000;

let server: ReturnType<typeof fakeServer>;
beforeEach(async () => {
  await i18n.changeLanguage('en');
  server = fakeServer((call) => {
    if (call.path === '/serial-templates' || call.path.startsWith('/serial-templates/'))
      return { data: { ...template(), ...(call.body as object), versions: [] } };
    return undefined;
  });
});
afterEach(() => {
  cleanup();
  server.restore();
});

function renderEditor(level: CodeLevel, record?: CodeTemplateItem) {
  const onClose = vi.fn();
  renderSignedIn(<TemplateEditorDrawer level={level} open record={record} onClose={onClose} />, [
    'serials.read',
    'serials.template.write',
    'products.read',
    'suppliers.read',
  ]);
  return onClose;
}

/** Opens a select by its input id and picks the option showing `option` in its open list. */
async function choose(inputId: string, option: string) {
  await waitFor(() => expect(document.getElementById(inputId)).not.toBeNull());
  fireEvent.mouseDown(document.getElementById(inputId)!);
  // every select opened before keeps its (hidden) list in the page
  const item = await waitFor(() => {
    const open = [
      ...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)'),
    ].at(-1);
    const found = [...(open?.querySelectorAll('.ant-select-item-option') ?? [])].find(
      (node) => node.textContent === option,
    );
    expect(found).toBeDefined();
    return found!;
  });
  fireEvent.click(item);
}
const segmentField = (n: number, field: string) => `code-template-form_segments_${n - 1}_${field}`;
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
// antd spaces a two-character Chinese button text ("保 存")
const save = (name: RegExp = /^Save$/) => fireEvent.click(screen.getByRole('button', { name }));
const tryCode = (code: string) => type('Code to try', code);
const pieces = () =>
  within(screen.getByRole('list', { name: /split into/ })).getAllByRole('listitem');
const saves = () => server.calls.filter((call) => call.method !== 'GET');

describe('TemplateEditorDrawer', () => {
  it(
    'says what must be chosen before a template is saved, in the server’s words',
    async () => {
      renderEditor('product');
      expect(await screen.findByText('New Product template')).toBeTruthy();
      save();
      expect(await screen.findByText('Enter the template name')).toBeTruthy();
      expect(screen.getByText('Choose the parameter type')).toBeTruthy();
      expect(screen.getByText('Choose the character type')).toBeTruthy();
      expect(screen.getByText('Enter the parameter length')).toBeTruthy();

      // no segment at all
      fireEvent.click(screen.getByRole('button', { name: 'Remove segment 1' }));
      save();
      expect(
        await screen.findByText(
          'Add at least one segment (product ID, version no., supplier ID, serial no.)',
        ),
      ).toBeTruthy();
      expect(saves()).toHaveLength(0);
    },
    SLOW,
  );

  it(
    'tries a code against the segments as they are filled, marking the failing segment',
    async () => {
      renderEditor('product');
      type('Template name', 'Lamp S/N');
      await choose(segmentField(1, 'kind'), 'Other');
      await choose(segmentField(1, 'charType'), 'Pure letters');
      type('Segment 1 Length', '3');
      fireEvent.click(screen.getByRole('button', { name: /Add segment/ }));
      await choose(segmentField(2, 'kind'), 'Serial no.');
      await choose(segmentField(2, 'charType'), 'Pure digits');
      type('Segment 2 Length', '4');
      expect(await screen.findByText('Code length: 7 characters')).toBeTruthy();

      tryCode('ABC12X4');
      expect(
        await screen.findByText(/Segment 2 \(Serial no\.\) "12X4" must be Pure digits/),
      ).toBeTruthy();
      const [first, second] = pieces();
      expect(first!.dataset.fails).toBeUndefined();
      expect(second!.dataset.fails).toBe('true');
      // not by colour alone: the failing segment says so
      expect(within(second!).getByText('fails')).toBeTruthy();

      tryCode('ABC1234');
      expect(await screen.findByText('Matches')).toBeTruthy();
      expect(screen.getByRole('status').textContent).toContain('Serial no. 1234');

      // too short: the segment missing characters is the one marked
      tryCode('ABC12');
      expect(await screen.findByText(/The code has 5 characters/)).toBeTruthy();
      expect(within(pieces()[1]!).getByText('2 missing')).toBeTruthy();
    },
    SLOW,
  );

  it(
    'saves the segments in their order, moved by the keyboard-reachable buttons',
    async () => {
      const onClose = renderEditor('product');
      type('Template name', 'Lamp S/N');
      await choose(segmentField(1, 'kind'), 'Serial no.');
      await choose(segmentField(1, 'charType'), 'Pure digits');
      type('Segment 1 Length', '6');
      fireEvent.click(screen.getByRole('button', { name: /Add segment/ }));
      await choose(segmentField(2, 'kind'), 'Other');
      await choose(segmentField(2, 'matchType'), 'Static');
      type('Segment 2 Static value', 'LD');
      await choose(segmentField(2, 'charType'), 'Pure letters');
      fireEvent.click(screen.getByRole('button', { name: 'Move segment 2 up' }));
      save();
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      const [call] = saves();
      expect(call!.method).toBe('POST');
      expect(call!.body).toMatchObject({
        name: 'Lamp S/N',
        level: 'product',
        productId: null,
        supplierId: null,
        checkRule: 'none',
        segments: [
          { kind: 'other', matchType: 'static', staticValue: 'LD', length: 2 },
          { kind: 'serialNo', matchType: 'dynamic', staticValue: '', length: 6 },
        ],
      });
    },
    SLOW,
  );

  it(
    'refuses a static value that is not as long as its segment',
    async () => {
      renderEditor('product', template());
      await choose(segmentField(1, 'matchType'), 'Static');
      type('Segment 1 Static value', 'PV');
      type('Segment 1 Length', '5');
      save();
      expect(
        await screen.findByText('The static value must be exactly as long as the segment'),
      ).toBeTruthy();
      expect(saves()).toHaveLength(0);
    },
    SLOW,
  );

  it(
    'edits as the next version, checking codes against the template’s own product',
    async () => {
      const onClose = renderEditor('product', template());
      expect(
        await screen.findByText('Saving writes version 3; codes keep the version they matched'),
      ).toBeTruthy();
      tryCode('PV4511234');
      expect(
        await screen.findByText(/Segment 1 \(Product ID\) must be "PV450" for this scan/),
      ).toBeTruthy();
      save();
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      const [call] = saves();
      expect(call).toMatchObject({ method: 'PUT', path: '/serial-templates/7' });
      expect(call!.body).toMatchObject({ productId: 9, supplierId: null });
    },
    SLOW,
  );

  it(
    'starts a container template from the ISO 6346 segments and check',
    async () => {
      renderEditor('container');
      expect(await screen.findByText('Code length: 11 characters')).toBeTruthy();
      expect(screen.queryByLabelText('Product')).toBeNull();
      tryCode('csqu 305438-3');
      expect(await screen.findByText('Matches')).toBeTruthy();
      tryCode('CSQU3054384');
      expect(await screen.findByText(/Container code must conform to ISO 6346/)).toBeTruthy();
      expect(screen.getByRole('status').textContent).toContain('Does not match (whole code)');
    },
    SLOW,
  );
});

describe('TemplateEditorDrawer in Chinese', () => {
  it(
    'says the required choices and the failing segment in Chinese',
    async () => {
      await i18n.changeLanguage('zh');
      renderEditor('product');
      save(/^保\s?存$/);
      expect(await screen.findByText('请输入模板名称')).toBeTruthy();
      expect(screen.getByText('请选择参数类型')).toBeTruthy();
      await choose(segmentField(1, 'kind'), '序列号');
      await choose(segmentField(1, 'charType'), '纯数字');
      fireEvent.change(screen.getByLabelText('第 1 段长度'), { target: { value: '4' } });
      fireEvent.change(screen.getByLabelText('试验的条码'), { target: { value: '12A4' } });
      expect(await screen.findByText(/第 1 段（序列号）“12A4”必须为纯数字/)).toBeTruthy();
      await i18n.changeLanguage('en');
    },
    SLOW,
  );
});

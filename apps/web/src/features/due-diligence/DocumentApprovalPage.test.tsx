// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import { fakeServer, pageOf, type Answer } from '../orders/order-test-support';
import { renderAs } from '../stock/delivery-notes/note-test-support';
import { approvalItem } from './dd-test-support';
import DocumentApprovalPage from './DocumentApprovalPage';

const audit = approvalItem();
const termination = approvalItem({
  id: 2,
  supplierId: 4,
  supplierCode: 'SUP002',
  supplierName: 'Delta Lamps',
  fileTypeName: 'Termination letter',
  fileTypeNameCn: '终止函',
  kind: 'termination',
  stage: 'phaseOut',
  fileName: 'SUP002 termination.pdf',
});
const REVIEWED = { reviewed: 1, movedToEol: [] as string[] };

let server: ReturnType<typeof fakeServer>;
/** what the next reviews answer, in turn (then: reviewed) */
let reviewAnswers: Answer[];
beforeEach(async () => {
  await i18n.changeLanguage('en');
  reviewAnswers = [];
  server = fakeServer((call) => {
    if (call.method === 'GET' && call.path === '/supplier-files/approvals')
      return { data: pageOf([audit, termination]) };
    if (call.method === 'POST' && call.path === '/supplier-files/review')
      return reviewAnswers.shift() ?? { data: REVIEWED };
    return undefined;
  });
});
afterEach(() => {
  cleanup();
  server.restore();
});

const REVIEWER = ['suppliers.read', 'suppliers.dd.review'];
const render = (permissions: string[]) =>
  renderAs(
    <MemoryRouter initialEntries={['/factory/documentApproval']}>
      <DocumentApprovalPage />
    </MemoryRouter>,
    permissions,
  );
const row = (text: string) => screen.getByText(text).closest<HTMLElement>('tr')!;
const dialogTitled = async (title: string) =>
  (await screen.findAllByText(title))[0]!.closest<HTMLElement>('[role="dialog"]')!;
const button = (name: string | RegExp, scope: HTMLElement = document.body) =>
  within(scope).getByRole('button', { name });
const reviews = () => server.callsTo('POST', '/supplier-files/review').map((call) => call.body);

describe('the document approval queue', () => {
  it('shows the queue without actions to a reader', async () => {
    render(['suppliers.read']);
    expect(await screen.findByText('Factory audit report')).toBeTruthy();
    expect(within(row('Factory audit report')).getByText('Awaiting Review')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Run expiry scan/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /Select/ })).toBeNull();
  });

  it('rejects only with a comment, and puts the server refusal under it', async () => {
    render(REVIEWER);
    await screen.findByText('Factory audit report');
    fireEvent.click(button('Reject', row('Factory audit report')));
    const dialog = await dialogTitled('Reject 1 file');
    fireEvent.click(button('Reject', dialog));
    expect(await within(dialog).findByText('Say why the file is rejected')).toBeTruthy();
    expect(reviews()).toHaveLength(0);

    reviewAnswers = [
      {
        code: 400,
        message: 'comment: too vague',
        data: { errors: [{ field: 'comment', message: 'comment: too vague' }] },
      },
    ];
    fireEvent.change(within(dialog).getByLabelText('Review comment'), {
      target: { value: ' Blurry ' },
    });
    fireEvent.click(button('Reject', dialog));
    expect(await within(dialog).findByText('comment: too vague')).toBeTruthy();
    fireEvent.click(button('Reject', dialog));
    expect(await screen.findByText('1 file rejected')).toBeTruthy();
    expect(reviews()).toEqual([
      { versionIds: [1], decision: 'reject', comment: 'Blurry', confirmEol: false },
      { versionIds: [1], decision: 'reject', comment: 'Blurry', confirmEol: false },
    ]);
  });

  // the server names its question (`data.confirm`), or (before it did) answers a bare 409
  it.each([{ confirm: 'dd.eolConfirm' }, null])(
    'asks before an approval moves a supplier to EOL, then sends it again confirmed (data %o)',
    async (data) => {
      render(REVIEWER);
      await screen.findByText('Termination letter');
      reviewAnswers = [
        {
          code: 409,
          message: 'Approving a termination file moves Delta Lamps to phase-out (EOL)',
          data,
        },
        { data: { reviewed: 1, movedToEol: ['Delta Lamps'] } },
      ];
      fireEvent.click(button('Approve', row('Termination letter')));
      const dialog = await dialogTitled('Approve 1 file');
      fireEvent.click(button('Approve', dialog));
      const question = await dialogTitled(
        'Approving a termination file moves Delta Lamps to phase-out (EOL). Continue?',
      );
      expect(reviews()).toHaveLength(1);
      fireEvent.click(button('Approve and move to EOL', question));
      expect(
        await screen.findByText('1 file approved; moved to phase-out (EOL): Delta Lamps'),
      ).toBeTruthy();
      expect(reviews()).toEqual([
        { versionIds: [2], decision: 'approve', comment: '', confirmEol: false },
        { versionIds: [2], decision: 'approve', comment: '', confirmEol: true },
      ]);
    },
  );

  it('shows a refusal that is not the EOL question, and asks nothing', async () => {
    render(REVIEWER);
    await screen.findByText('Termination letter');
    reviewAnswers = [
      { code: 409, message: 'Version 1 is Approved', data: { confirm: 'dd.somethingElse' } },
    ];
    fireEvent.click(button('Approve', row('Termination letter')));
    const dialog = await dialogTitled('Approve 1 file');
    fireEvent.click(button('Approve', dialog));
    expect(await screen.findByText('Version 1 is Approved')).toBeTruthy();
    expect(screen.queryByText(/Continue\?/)).toBeNull();
    expect(reviews()).toHaveLength(1);
  });

  it('approves the selected files together, and asks nothing when the server does not', async () => {
    render(REVIEWER);
    await screen.findByText('Factory audit report');
    expect(button(/Approve selected/)).toHaveProperty('disabled', true);
    fireEvent.click(
      screen.getByRole('checkbox', { name: 'Select Factory audit report v1 of SUP001' }),
    );
    fireEvent.click(
      screen.getByRole('checkbox', { name: 'Select Termination letter v1 of SUP002' }),
    );
    expect(screen.getByText('2 files selected')).toBeTruthy();
    reviewAnswers = [{ data: { reviewed: 2, movedToEol: [] } }];
    fireEvent.click(button(/Approve selected/));
    const dialog = await dialogTitled('Approve 2 files');
    fireEvent.change(within(dialog).getByLabelText('Review comment'), {
      target: { value: 'Fine' },
    });
    fireEvent.click(button('Approve', dialog));
    expect(await screen.findByText('2 files approved')).toBeTruthy();
    expect(reviews()).toEqual([
      { versionIds: [1, 2], decision: 'approve', comment: 'Fine', confirmEol: false },
    ]);
    await waitFor(() => expect(screen.queryByText('2 files selected')).toBeNull());
  });
});

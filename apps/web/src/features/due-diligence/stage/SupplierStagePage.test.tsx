// @vitest-environment jsdom
import type { SupplierFileItem, SupplierStageView } from '@lading/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { renderAs } from '../../stock/delivery-notes/note-test-support';
import SupplierStagePage from './SupplierStagePage';

const nda: SupplierFileItem = {
  fileType: {
    id: 3,
    stage: 'preDueDiligence',
    name: 'NDA',
    nameCn: '保密协议',
    kind: 'nda',
    formats: ['pdf'],
    expiryControl: true,
    defaultValidityMonths: 24,
    required: true,
    active: true,
    sortOrder: 2,
  },
  supplierFileId: null,
  status: 'inProgress',
  latest: null,
  inEffect: null,
  versionCount: 0,
};

const view: SupplierStageView = {
  supplier: {
    id: 1,
    code: 'SUP001',
    shortName: 'Sunrise',
    fullName: 'Sunrise Solar Ltd',
    status: 'avl',
    supplyStage: 'preDueDiligence',
  },
  stages: [
    { stage: 'basicInfo', files: [] },
    { stage: 'preDueDiligence', files: [nda] },
    { stage: 'supplierEvaluation', files: [] },
    { stage: 'ongoingMaintenance', files: [] },
    { stage: 'phaseOut', files: [] },
  ],
  checks: [],
  pendingAvlRequestId: null,
};

/** The API as the page calls it; uploads are multipart (FormData), their fields recorded. */
let uploads: Record<string, string>[];
let spy: ReturnType<typeof vi.spyOn>;
beforeEach(async () => {
  await i18n.changeLanguage('en');
  uploads = [];
  spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api/, '');
    const reply = (code: number, data: unknown, message = 'OK') =>
      Promise.resolve(new Response(JSON.stringify({ code, message, data }), { status: code }));
    if (path === '/suppliers/1/stage') return reply(200, view);
    if (path === '/suppliers/1/files' && init?.body instanceof FormData) {
      const fields = Object.fromEntries(
        [...init.body.entries()].filter(([, v]) => typeof v === 'string'),
      ) as Record<string, string>;
      uploads.push(fields);
      return fields.confirmDuplicate === '1'
        ? reply(200, { versionId: 9, versionNo: 2, fileId: 5 })
        : reply(
            409,
            { confirm: 'dd.maybeDuplicate' },
            'This file may already be uploaded (version 1). Continue?',
          );
    }
    return reply(500, null, `unexpected ${path}`);
  });
});
afterEach(() => {
  cleanup();
  spy.mockRestore();
});

const render = (permissions: string[]) =>
  renderAs(
    <MemoryRouter initialEntries={['/factory/supplierStage?id=1']}>
      <SupplierStagePage />
    </MemoryRouter>,
    permissions,
  );

describe('the supplier stage page', () => {
  it('shows the stage’s file types and hides what the user may not do', async () => {
    render(['suppliers.read']);
    expect(await screen.findByText('NDA')).toBeTruthy();
    expect(screen.getByText('Not uploaded')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move stage' })).toBeNull();
  });

  it('uploads with a comment and validity, asks on the same content and sends it again confirmed', async () => {
    render(['suppliers.read', 'suppliers.dd.upload']);
    fireEvent.click(await screen.findByRole('button', { name: 'Upload' }));
    const dialog = (await screen.findByText('Upload: NDA')).closest<HTMLElement>(
      '[role="dialog"]',
    )!;
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).toBe('.pdf');
    fireEvent.change(input, {
      target: { files: [new File(['%PDF-1.4'], 'nda.pdf', { type: 'application/pdf' })] },
    });
    fireEvent.change(within(dialog).getByLabelText('Summary comment'), {
      target: { value: 'Signed' },
    });
    const from = within(dialog).getByLabelText('Valid from');
    fireEvent.mouseDown(from);
    fireEvent.change(from, { target: { value: '2026-01-01' } });
    fireEvent.keyDown(from, { key: 'Enter' });
    // the end day follows from the type's default validity (24 months)
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Valid until') as HTMLInputElement).value).toBe(
        '2027-12-31',
      ),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));

    const [question] = await screen.findAllByText('This file may already be uploaded');
    fireEvent.click(
      within(question!.closest<HTMLElement>('.ant-modal-confirm')!).getByRole('button', {
        name: 'Upload anyway',
      }),
    );
    await waitFor(() => expect(uploads).toHaveLength(2));
    expect(uploads[0]).toMatchObject({
      fileTypeId: '3',
      comment: 'Signed',
      expiryControl: '1',
      validFrom: '2026-01-01',
      validUntil: '2027-12-31',
      confirmDuplicate: '0',
    });
    expect(uploads[1]!.confirmDuplicate).toBe('1');
    expect(await screen.findByText('Uploaded as version 2, awaiting review')).toBeTruthy();
  });
});

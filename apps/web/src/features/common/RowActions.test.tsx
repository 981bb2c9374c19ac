// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp, Button, Table } from 'antd';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { settle } from '../../test/settle';
import { actionsColumn, RowActions } from './RowActions';
import { useConfirmDelete } from './useConfirmDelete';

interface Row {
  id: number;
  name: string;
  builtin: boolean;
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

function Rows(props: {
  canWrite: boolean;
  remove(row: Row): Promise<unknown>;
  onEdit(row: Row): void;
}) {
  const confirmDelete = useConfirmDelete();
  return (
    <Table<Row>
      rowKey="id"
      pagination={false}
      dataSource={[
        { id: 1, name: 'Custom', builtin: false },
        { id: 2, name: 'Fixed', builtin: true },
      ]}
      columns={[
        { title: 'Name', dataIndex: 'name' },
        ...actionsColumn<Row>({
          show: props.canWrite,
          title: 'Actions',
          render: (row) => (
            <RowActions
              onEdit={() => props.onEdit(row)}
              onDelete={() =>
                confirmDelete({
                  title: `Delete ${row.name}?`,
                  content: 'It cannot be undone.',
                  remove: () => props.remove(row),
                })
              }
              deleteBlocked={row.builtin ? 'A built-in row stays' : undefined}
            >
              <Button size="small" type="link">
                More
              </Button>
            </RowActions>
          ),
        }),
      ]}
    />
  );
}

function renderRows(canWrite: boolean, remove: (row: Row) => Promise<unknown> = vi.fn()) {
  const onEdit = vi.fn();
  render(
    <StrictMode>
      <AntApp>
        <Rows canWrite={canWrite} remove={remove} onEdit={onEdit} />
      </AntApp>
    </StrictMode>,
  );
  return { onEdit };
}

const buttons = (name: string) => screen.getAllByRole('button', { name }) as HTMLButtonElement[];

describe('RowActions and actionsColumn', () => {
  it('shows Edit, the row’s own links, then Delete; a blocked delete is disabled', () => {
    const { onEdit } = renderRows(true);
    expect(screen.getByText('Actions')).toBeTruthy();
    const [first] = screen.getAllByRole('row').slice(1);
    const labels = Array.from(first!.querySelectorAll('button')).map((b) => b.textContent);
    expect(labels).toEqual(['Edit', 'More', 'Delete']);
    expect(buttons('Delete').map((button) => button.disabled)).toEqual([false, true]);
    fireEvent.click(buttons('Edit')[1]!);
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
  });

  it('puts Details first, then Edit and the row’s own links; Details alone without Edit', () => {
    const onDetails = vi.fn();
    const rowActions = (canWrite: boolean) => (
      <RowActions
        details={{ label: 'Details', onOpen: onDetails }}
        onEdit={canWrite ? vi.fn() : undefined}
      >
        <Button size="small" type="link">
          Records
        </Button>
      </RowActions>
    );
    const { container, rerender } = render(rowActions(true));
    const labels = () => Array.from(container.querySelectorAll('button')).map((b) => b.textContent);
    expect(labels()).toEqual(['Details', 'Edit', 'Records']);
    fireEvent.click(screen.getByRole('button', { name: 'Details' }));
    expect(onDetails).toHaveBeenCalledOnce();
    rerender(rowActions(false));
    expect(labels()).toEqual(['Details', 'Records']);
  });

  it('leaves the column out for those who may not write', () => {
    renderRows(false);
    expect(screen.queryByText('Actions')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});

describe('useConfirmDelete', () => {
  it('asks first, deletes on OK and says so', async () => {
    const remove = vi.fn(() => Promise.resolve(null));
    renderRows(true, remove);
    fireEvent.click(buttons('Delete')[0]!);
    expect((await screen.findAllByText('Delete Custom?')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('It cannot be undone.').length).toBeGreaterThan(0);
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(buttons('Delete').at(-1)!);
    expect(await screen.findByText('Deleted successfully')).toBeTruthy();
    expect(remove).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
  });

  it('says nothing more on a refusal (the HTTP client has toasted it)', async () => {
    const remove = vi.fn(() => Promise.reject(new Error('in use')));
    renderRows(true, remove);
    fireEvent.click(buttons('Delete')[0]!);
    await screen.findAllByText('Delete Custom?');
    fireEvent.click(buttons('Delete').at(-1)!);
    await waitFor(() => expect(remove).toHaveBeenCalled());
    await settle();
    expect(screen.queryByText('Deleted successfully')).toBeNull();
  });

  it('does nothing when cancelled', async () => {
    const remove = vi.fn(() => Promise.resolve(null));
    renderRows(true, remove);
    fireEvent.click(buttons('Delete')[0]!);
    await screen.findAllByText('Delete Custom?');
    fireEvent.click(buttons('Cancel').at(-1)!);
    await settle();
    expect(remove).not.toHaveBeenCalled();
  });
});

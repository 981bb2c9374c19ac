// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  card,
  containerLine,
  draftOf,
  openLine,
  openWorkbench,
  setUpWorkbenchTests,
} from './planning-test-support';
import RearrangementPage from './RearrangementPage';

setUpWorkbenchTests();

/**
 * Four 40HQs of one group: #1 holds line 10 (10 CBM, RDD 2027-03-01), #2 line 20 (10 CBM,
 * 9 days later), #3 line 30 (60 CBM: line 10 would overload it), #4 line 40 (RDD 92 days
 * after line 10's).
 */
const held = [
  openLine({ poLineId: 21, lineNo: 10, plannableQty: 0, rdd: '2027-03-01' }),
  openLine({ poLineId: 22, lineNo: 20, plannableQty: 0, rdd: '2027-03-10' }),
  openLine({ poLineId: 23, lineNo: 30, plannableQty: 0, orderQty: 60, rdd: '2027-03-05' }),
  openLine({ poLineId: 24, lineNo: 40, plannableQty: 0, orderQty: 5, rdd: '2027-06-01' }),
];

async function openFourContainers() {
  await openWorkbench(
    {
      draft: draftOf([
        { id: 81, lines: [containerLine(held[0]!, 10)] },
        { id: 82, lines: [containerLine(held[1]!, 10)] },
        { id: 83, lines: [containerLine(held[2]!, 60)] },
        { id: 84, lines: [containerLine(held[3]!, 5)] },
      ]),
      lines: [],
    },
    <RearrangementPage />,
  );
  await screen.findByTestId('container-4');
}

const moveButton = () => screen.getByLabelText('Move PO PO-1001 line 10 to another container');

/**
 * Opens line 10's "Move to…" with Enter (its first entry takes the focus) and picks `entry`.
 * jsdom lays nothing out, so rc-menu's arrow keys find no entry to go to: the browser test
 * (e2e/specs/planning-keyboard.spec.ts) walks the menu with the keys; here the entry is clicked.
 */
async function moveTo(user: ReturnType<typeof userEvent.setup>, entry: string) {
  moveButton().focus();
  await user.keyboard('{Enter}');
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(document.activeElement?.getAttribute('role')).toBe('menuitem'));
  await user.click(within(menu).getByText(entry));
}

describe('the workbench: moving a line with the keyboard', () => {
  it("lists the group's other containers and the open lines; Escape gives the focus back", async () => {
    const user = userEvent.setup();
    await openFourContainers();
    moveButton().focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(moveButton().getAttribute('aria-expanded')).toBe('true');
    expect(within(menu).getByText('Move to')).toBeTruthy();
    expect(within(menu).getByText('#2 · 40HQ · 14.7%')).toBeTruthy();
    expect(within(menu).getByText('#3 · 40HQ · 88.2%')).toBeTruthy();
    expect(within(menu).getByText('#4 · 40HQ · 7.4%')).toBeTruthy();
    expect(within(menu).queryByText(/^#1 /)).toBeNull();
    expect(within(menu).getByText('Back to the open lines')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('#2 · 40HQ · 14.7%'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(moveButton().getAttribute('aria-expanded')).toBe('false'));
    expect(document.activeElement).toBe(moveButton());
    expect(within(card('1')).getByText('PO-1001 / 10')).toBeTruthy();
  });

  it('moves the line into the chosen container; the focus follows it to its new row', async () => {
    const user = userEvent.setup();
    await openFourContainers();
    await moveTo(user, '#2 · 40HQ · 14.7%');
    expect(await screen.findByText('PO PO-1001 line 10 moved to #2')).toBeTruthy();
    expect(within(card('1')).queryByText('PO-1001 / 10')).toBeNull();
    expect(within(card('2')).getByText('PO-1001 / 10')).toBeTruthy();
    expect(within(card('2')).getByText('PO-1001 / 20')).toBeTruthy();
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(card('2')).getByLabelText('Move PO PO-1001 line 10 to another container'),
      ),
    );
  });

  it('refuses a container the line would overload, as a merge does', async () => {
    const user = userEvent.setup();
    await openFourContainers();
    await moveTo(user, '#3 · 40HQ · 88.2%');
    expect((await screen.findAllByText('PO PO-1001 line 10 not moved to #3')).length).toBe(2);
    expect(
      screen.getByText('#3 would be overloaded: 70.000 of 68.000 CBM, 7,000 of 26,500 kg'),
    ).toBeTruthy();
    // OK has the focus
    await waitFor(() => expect(document.activeElement?.textContent).toBe('OK'));
    await user.keyboard('{Enter}');
    // the line stays (jsdom never ends the dialog's closing motion: the browser test sees the
    // focus come back to the line's button)
    expect(within(card('1')).getByText('PO-1001 / 10')).toBeTruthy();
    expect(within(card('3')).queryByText('PO-1001 / 10')).toBeNull();
  });

  it('asks first when the RDDs would be over 30 days apart', async () => {
    const user = userEvent.setup();
    await openFourContainers();
    await moveTo(user, '#4 · 40HQ · 7.4%');
    expect(
      await screen.findByText(
        'The RDDs in #4 would differ by more than 30 days. Do you want to move the line?',
      ),
    ).toBeTruthy();
    // Confirm has the focus: Enter moves the line
    await user.keyboard('{Enter}');
    expect(await screen.findByText('PO PO-1001 line 10 moved to #4')).toBeTruthy();
    expect(within(card('4')).getByText('PO-1001 / 10')).toBeTruthy();
    expect(within(card('1')).queryByText('PO-1001 / 10')).toBeNull();
  });

  it('puts the line back in the open lines and focuses its checkbox there', async () => {
    const user = userEvent.setup();
    await openFourContainers();
    await moveTo(user, 'Back to the open lines');
    expect(await screen.findByText('PO PO-1001 line 10 is back in the open lines')).toBeTruthy();
    expect(within(card('1')).queryByText('PO-1001 / 10')).toBeNull();
    const checkbox = screen.getByLabelText('Select PO PO-1001 line 10');
    await waitFor(() => expect(document.activeElement).toBe(checkbox));
    // Space selects it, as any checkbox
    await user.keyboard(' ');
    expect((checkbox as HTMLInputElement).checked).toBe(true);
  });
});

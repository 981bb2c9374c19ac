// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { updateTableScrollFocus } from './table-scroll-focus';

/** A table's scroll box as antd draws it; jsdom lays nothing out, so its sizes are given. */
function scrollBox(inner: string, size: { scrollWidth: number; clientWidth: number }) {
  const box = document.createElement('div');
  box.className = 'ant-table-content';
  box.innerHTML = `<table><tbody>${inner}</tbody></table>`;
  for (const [key, value] of Object.entries({ ...size, scrollHeight: 100, clientHeight: 100 }))
    Object.defineProperty(box, key, { configurable: true, value });
  document.body.append(box);
  return box;
}

const WIDE = { scrollWidth: 1600, clientWidth: 900 };
const measureRow =
  '<tr aria-hidden="true" class="ant-table-measure-row"><td><input type="checkbox"></td></tr>';

afterEach(() => document.body.replaceChildren());

describe('updateTableScrollFocus', () => {
  it('makes a wide table of plain text a Tab stop (the hidden measuring row does not count)', () => {
    const box = scrollBox(`${measureRow}<tr><td>PO04500663</td></tr>`, WIDE);
    updateTableScrollFocus(document);
    expect(box.getAttribute('tabindex')).toBe('0');
  });

  it('leaves alone a table that fits, or whose rows hold a link to focus', () => {
    const fits = scrollBox('<tr><td>PO04500663</td></tr>', { scrollWidth: 900, clientWidth: 900 });
    const linked = scrollBox('<tr><td><button>Edit</button></td></tr>', WIDE);
    updateTableScrollFocus(document);
    expect(fits.hasAttribute('tabindex')).toBe(false);
    expect(linked.hasAttribute('tabindex')).toBe(false);
  });

  it('gives the Tab stop back once the table fits again, and only one it set itself', () => {
    const box = scrollBox('<tr><td>PO04500663</td></tr>', WIDE);
    updateTableScrollFocus(document);
    Object.defineProperty(box, 'clientWidth', { configurable: true, value: 1600 });
    updateTableScrollFocus(document);
    expect(box.hasAttribute('tabindex')).toBe(false);

    const own = scrollBox('<tr><td>x</td></tr>', { scrollWidth: 900, clientWidth: 900 });
    own.setAttribute('tabindex', '-1');
    updateTableScrollFocus(document);
    expect(own.getAttribute('tabindex')).toBe('-1');
  });
});

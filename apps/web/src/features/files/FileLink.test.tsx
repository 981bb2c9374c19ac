// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import { FileLink } from './FileLink';
import { viewFileUrl } from './view-file-url';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('FileLink', () => {
  it("is a link to the file's preview in a new tab, named for what it does", () => {
    render(<FileLink fileId={42} name="nda v2.pdf" />);
    const link = screen.getByRole('link', { name: 'nda v2.pdf (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('/viewFile?id=42');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.textContent).toBe('nda v2.pdf');
  });

  it('may show other content, still named by the file', () => {
    render(
      <FileLink fileId={7} name="scan.png">
        v3
      </FileLink>,
    );
    expect(screen.getByRole('link', { name: 'scan.png (opens in a new tab)' }).textContent).toBe(
      'v3',
    );
  });

  it('builds the preview address', () => {
    expect(viewFileUrl(3)).toBe('/viewFile?id=3');
  });
});

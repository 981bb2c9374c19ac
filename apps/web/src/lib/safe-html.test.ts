import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './safe-html';

describe('sanitizeHtml (station message HTML, in the browser)', () => {
  it('strips scripts, event handlers and javascript: links', () => {
    const dirty =
      '<p>Hi<script>alert(1)</script></p><img src=x onerror="alert(2)">' +
      '<a href="javascript:alert(3)">go</a><svg onload="alert(4)"></svg>' +
      '<iframe src="https://evil.example"></iframe><b onclick="alert(5)">bold</b>' +
      '<a href="data:text/html,<script>alert(6)</script>">data</a>';
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/script|onerror|onload|onclick|javascript:|iframe|<img|<svg|data:/i);
    expect(clean).toContain('<p>Hi</p>');
    expect(clean).toContain('<b>bold</b>');
  });

  it('keeps formatting, tables and safe links, opened in a new tab without an opener', () => {
    const clean = sanitizeHtml(
      '<h3>Ready dates</h3><ul><li><strong>PO-1</strong></li></ul>' +
        '<table><tbody><tr><td colspan="2">x</td></tr></tbody></table>' +
        '<a href="https://lading.example/plan" style="color:red">plan</a>',
    );
    expect(clean).toContain('<h3>Ready dates</h3><ul><li><strong>PO-1</strong></li></ul>');
    expect(clean).toContain('<td colspan="2">x</td>');
    expect(clean).toContain(
      '<a href="https://lading.example/plan" target="_blank" rel="noopener noreferrer">plan</a>',
    );
  });

  it('is the only way the web app renders HTML', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const renderingHtml = fs
      .readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) =>
        fs.readFileSync(path.join(root, file), 'utf8').includes('dangerouslySetInnerHTML'),
      );
    expect(renderingHtml).toEqual([path.join('features', 'common', 'SafeHtml.tsx')]);
  });
});

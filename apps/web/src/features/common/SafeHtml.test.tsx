import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './SafeHtml';

describe('SafeHtml', () => {
  it('renders the formatting of a message and none of its script', () => {
    const { getByTestId } = render(
      <SafeHtml
        data-testid="shown"
        html={
          '<p>Submit the <b>ready dates</b></p><script>window.hacked = 1</script>' +
          '<img src="x" onerror="window.hacked = 2"><a href="javascript:void(0)">x</a>'
        }
      />,
    );
    const shown = getByTestId('shown');
    expect(shown.querySelector('p b')?.textContent).toBe('ready dates');
    expect(shown.querySelector('script, img, [onerror]')).toBeNull();
    expect(shown.querySelector('a')?.hasAttribute('href')).toBe(false);
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });
});

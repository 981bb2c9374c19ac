// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import { ActivenessFilterItem, KeywordFilterItem, ProductCategoryFilterItem } from './FilterItems';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

function renderFilters(children: React.ReactNode) {
  render(
    <Form name="filters" layout="inline">
      {children}
    </Form>,
  );
}

function typeKeyword(length: number) {
  const input = screen.getByRole('textbox', { name: 'Keyword' });
  fireEvent.change(input, { target: { value: 'x'.repeat(length) } });
}

describe('KeywordFilterItem', () => {
  it('is the form field `keyword`, clearable, at the width asked (220 by default)', () => {
    renderFilters(<KeywordFilterItem label="Keyword" placeholder="Code or name" />);
    const input = screen.getByRole('textbox', { name: 'Keyword' });
    expect(input.id).toBe('filters_keyword');
    expect(input.getAttribute('placeholder')).toBe('Code or name');
    expect(input.closest('.ant-input-affix-wrapper')?.getAttribute('style')).toContain(
      'width: 220px',
    );
  });

  it('refuses more than 50 characters with the message given', async () => {
    renderFilters(
      <KeywordFilterItem
        label="Keyword"
        placeholder=""
        width={240}
        tooLong={(max) => `At most ${max} characters`}
      />,
    );
    typeKeyword(51);
    expect(await screen.findByText('At most 50 characters')).toBeTruthy();
    typeKeyword(50);
    await waitFor(() => expect(screen.queryByText('At most 50 characters')).toBeNull());
  });

  it("falls back on antd's default message", async () => {
    renderFilters(<KeywordFilterItem label="Keyword" placeholder="" />);
    typeKeyword(51);
    expect(await screen.findByText(/cannot be longer than 50 characters/)).toBeTruthy();
  });
});

describe('ActivenessFilterItem and ProductCategoryFilterItem', () => {
  it("word the activeness by the page's namespace", async () => {
    await i18n.changeLanguage('zh');
    renderFilters(
      <>
        <ActivenessFilterItem ns="suppliers" />
        <ActivenessFilterItem ns="products" />
      </>,
    );
    expect(screen.getByText('活跃状态')).toBeTruthy();
    expect(screen.getByText('状态')).toBeTruthy();
  });

  it('are the form fields `activeness` and `category`, labelled as asked', () => {
    renderFilters(
      <>
        <ActivenessFilterItem ns="products" />
        <ProductCategoryFilterItem label="Category" />
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'Activeness' }).id).toBe('filters_activeness');
    expect(screen.getByRole('combobox', { name: 'Category' }).id).toBe('filters_category');
  });
});

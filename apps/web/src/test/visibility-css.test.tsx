// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { Button, Col, Row } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { visibilityCss } from './visibility-css';

afterEach(cleanup);

describe('visibilityCss: what jsdom is given of antd’s CSS', () => {
  it('keeps display, visibility and pointer-events with their selectors, media and priority', () => {
    expect(
      visibilityCss(
        '.a{color:red;display:none}' +
          '.b .c{visibility:hidden!important;margin:0}' +
          '@media (max-width: 575px){.d{display:block;padding:1px}.e{color:blue}}' +
          '@keyframes spin{from{opacity:0}to{opacity:1}}' +
          '.f{pointer-events:none}.g{width:10px}',
      ),
    ).toBe(
      '.a{display:none}.b .c{visibility:hidden !important}' +
        '@media (max-width: 575px){.d{display:block}}.f{pointer-events:none}',
    );
  });

  it('keeps the custom property a kept declaration reads', () => {
    expect(visibilityCss('.col{--grid-display:block;--gap:4px;display:var(--grid-display)}')).toBe(
      '.col{--grid-display:block;display:var(--grid-display)}',
    );
  });

  it('still hides what antd hides by a class: a zero-span column', () => {
    render(
      <Row>
        <Col span={0}>
          <Button>hidden by the grid</Button>
        </Col>
        <Col span={24}>
          <Button>shown</Button>
        </Col>
      </Row>,
    );
    expect(screen.queryByRole('button', { name: 'hidden by the grid' })).toBeNull();
    expect(screen.getByRole('button', { name: 'hidden by the grid', hidden: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'shown' })).toBeTruthy();
  });
});

import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { renderPackPptx } from './pack-pptx';
import type { ReportPackDocument } from './report-pack-document';

/** Two charts (bars + a '%' line; stacked bars), one without data, one table of 30 rows. */
function sampleDocument(language: 'en' | 'zh'): ReportPackDocument {
  const zh = language === 'zh';
  return {
    language,
    title: zh ? 'OTD — 准时交货' : 'OTD — on-time delivery',
    filters: zh
      ? '2026-01-01 至 2026-03-31 · 全部供应商'
      : '2026-01-01 to 2026-03-31 · all suppliers',
    madeAt: '2026-11-26 19:30',
    charts: [
      {
        title: zh ? '按月准时率' : 'On time by month',
        categories: ['2026-01', '2026-02', '2026-03'],
        series: [
          { name: zh ? '行数' : 'Lines', values: [120, 95, 143], type: 'bar' },
          {
            name: zh ? '准时率' : 'On-time rate',
            values: [91.5, null, 87.25],
            type: 'line',
            unit: '%',
          },
        ],
      },
      {
        title: zh ? '按供应商' : 'By supplier',
        categories: ['Acme', 'Globex'],
        series: [
          { name: zh ? '准时' : 'On time', values: [40, 12], type: 'bar', stack: 'lines' },
          {
            name: zh ? '迟交' : 'Late',
            values: [5, 0],
            type: 'bar',
            stack: 'lines',
            color: '#cf1322',
          },
        ],
      },
      { title: zh ? '按周' : 'By week', categories: [], series: [] },
    ],
    tables: [
      {
        title: zh ? '明细' : 'Lines',
        columns: [
          { title: zh ? '供应商' : 'Supplier', align: 'left', width: 3 },
          { title: zh ? '准时率' : 'On-time rate', align: 'right', width: 1 },
        ],
        rows: Array.from({ length: 30 }, (_, i) => [`Supplier ${i + 1}`, `${80 + (i % 20)}%`]),
        totals: [zh ? '合计' : 'Total', '88.2%'],
      },
    ],
    labels: {
      page: zh ? '第 {{page}} 页，共 {{pages}} 页' : 'Page {{page}} of {{pages}}',
      noData: zh ? '没有数据' : 'No data',
    },
  };
}

async function openDeck(doc: ReportPackDocument) {
  const zip = await JSZip.loadAsync(await renderPackPptx(doc));
  const read = async (pattern: RegExp) => {
    const parts = zip.file(pattern);
    const number = (name: string) => Number(/(\d+)\.xml$/.exec(name)?.[1]);
    parts.sort((a, b) => number(a.name) - number(b.name));
    return Promise.all(parts.map((part) => part.async('string')));
  };
  return {
    slides: await read(/^ppt\/slides\/slide\d+\.xml$/),
    charts: await read(/^ppt\/charts\/chart\d+\.xml$/),
  };
}

describe('renderPackPptx', () => {
  it('makes a title slide, a slide per chart with a native chart, and the table over three slides', async () => {
    const { slides, charts } = await openDeck(sampleDocument('en'));

    // title + 3 charts + 30 rows at 14 a slide
    expect(slides).toHaveLength(7);
    expect(slides[0]).toContain('OTD — on-time delivery');
    expect(slides[0]).toContain('2026-01-01 to 2026-03-31 · all suppliers');
    expect(slides[0]).toContain('2026-11-26 19:30');
    slides.forEach((slide, i) => expect(slide).toContain(`Page ${i + 1} of 7`));

    expect(charts).toHaveLength(2);
    const [combo = '', stacked = ''] = charts;
    expect(combo).toContain('<c:barChart>');
    expect(combo).toContain('<c:lineChart>');
    for (const text of [
      'Lines',
      'On-time rate',
      '2026-01',
      '2026-02',
      '2026-03',
      '<c:v>143</c:v>',
      '<c:v>87.25</c:v>',
    ]) {
      expect(combo).toContain(text);
    }
    // the '%' line sits on a second value axis with a percent format
    expect(combo.match(/<c:valAx>/g)).toHaveLength(2);
    expect(combo).toContain('formatCode="0&quot;%&quot;"');
    // and runs 0–100 % (never 120 % above a 100 % bar)
    expect(combo).toMatch(/<c:max val="100"\/>\s*<c:min val="0"\/>/);
    // the missing February rate is a gap: no point, not an empty one
    expect(combo).toContain('<c:dispBlanksAs val="gap"/>');
    expect(combo).not.toMatch(/<c:v><\/c:v>/);
    expect(combo).toContain('<c:legendPos val="b"/>');
    // the palette's first colour, for the first series
    expect(combo).toContain('0958D9');

    expect(stacked).toContain('<c:grouping val="stacked"/>');
    expect(stacked).toContain('<c:overlap val="100"/>');
    // a series' own colour wins over the palette's next one
    expect(stacked).toContain('<a:srgbClr val="CF1322"/>');
    expect(stacked).not.toContain('<a:srgbClr val="237804"/>');
    for (const text of ['On time', 'Late', 'Acme', 'Globex', '<c:v>40</c:v>', '<c:v>0</c:v>']) {
      expect(stacked).toContain(text);
    }

    expect(slides[3]).toContain('No data');
    expect(slides[3]).not.toContain('graphicFrame');

    const tableSlides = slides.slice(4);
    tableSlides.forEach((slide) => {
      expect(slide).toContain('<a:tbl>');
      expect(slide).toContain('Supplier</a:t>');
      expect(slide).toContain('On-time rate</a:t>');
    });
    expect(tableSlides.map((slide) => slide.includes('>Total</a:t>'))).toEqual([
      false,
      false,
      true,
    ]);
    expect(tableSlides[0]).toContain('Supplier 14<');
    expect(tableSlides[0]).not.toContain('Supplier 15<');
    expect(tableSlides[2]).toContain('Supplier 30<');
    // figures right-aligned, the totals bold
    const paragraphOf = (xml: string, text: string) =>
      xml.split('</a:p>').find((paragraph) => paragraph.includes(`<a:t>${text}</a:t>`)) ?? '';
    expect(paragraphOf(tableSlides[0] ?? '', '80%')).toContain('algn="r"');
    expect(paragraphOf(tableSlides[0] ?? '', 'Supplier 1')).toContain('algn="l"');
    expect(paragraphOf(tableSlides[2] ?? '', 'Total')).toMatch(/<a:rPr [^>]*b="1"/);
    expect(paragraphOf(tableSlides[2] ?? '', 'Supplier 30')).not.toMatch(/<a:rPr [^>]*b="1"/);
    expect(slides.join('')).toContain('typeface="Calibri"');
  });

  it('keeps Chinese text and names a CJK font in a zh deck', async () => {
    const { slides, charts } = await openDeck(sampleDocument('zh'));

    expect(slides).toHaveLength(7);
    expect(slides[0]).toContain('OTD — 准时交货');
    expect(slides[6]).toContain('第 7 页，共 7 页');
    expect(slides[6]).toContain('合计');
    expect(slides[3]).toContain('没有数据');
    expect(charts[0]).toContain('准时率');
    expect(charts[1]).toContain('迟交');
    expect(slides[0]).toContain('<a:ea typeface="Microsoft YaHei"');
    expect(charts[0]).toContain('<a:ea typeface="Microsoft YaHei"/>');
  });
});

import JSZip from 'jszip';

/**
 * Two corrections to the chart parts pptxgenjs 4.0.1 writes, made on the finished file:
 * - a missing value is written as a point with an empty value (`<c:v></c:v>`), which readers
 *   may take for 0; OOXML's blank is a point left out, so those points are dropped (and
 *   `dispBlanksAs="gap"` draws them as gaps);
 * - chart text names only its Latin font, so CJK labels fell back to the theme; the same
 *   face is named for East Asian text too.
 */
export async function correctChartParts(pptx: Buffer): Promise<Buffer> {
  const zip = await JSZip.loadAsync(pptx);
  const charts = zip.file(/^ppt\/charts\/chart\d+\.xml$/);
  for (const part of charts) {
    const xml = await part.async('string');
    zip.file(part.name, correctChartXml(xml));
  }
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

export function correctChartXml(xml: string): string {
  return xml
    .replace(/<c:pt idx="\d+">\s*<c:v><\/c:v>\s*<\/c:pt>/g, '')
    .replace(
      /<a:latin typeface="([^"]*)"\s*\/>(?!\s*<a:ea)/g,
      '<a:latin typeface="$1"/><a:ea typeface="$1"/>',
    );
}

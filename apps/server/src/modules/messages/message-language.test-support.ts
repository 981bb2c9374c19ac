import type { StationMessage } from '@lading/shared';
import { expect } from 'vitest';

/** Helpers the tests of generated messages share (not a test file itself). */

/** Chinese characters and full-width punctuation. */
const CHINESE = /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/;

/**
 * A message's prose: the body without its markup (link targets go with the tags) and
 * without `data` — what the message quotes as it is in every language: PO numbers,
 * product codes, shipment numbers, dates, a reason as typed.
 */
function prose(text: string, data: readonly string[]): string {
  let rest = text
    .replace(/<ul>.*?<\/ul>/gs, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&');
  for (const value of data) rest = rest.split(value).join(' ');
  return rest;
}

/** Title and body in English only: no Chinese left. */
export function expectEnglishOnly(message: StationMessage, data: readonly string[] = []) {
  expect(prose(message.title, data)).not.toMatch(CHINESE);
  expect(prose(message.message, data)).not.toMatch(CHINESE);
  expect(prose(message.message, data)).toMatch(/[A-Za-z]{3}/);
}

/** Title and body in Chinese only: no English word left outside the quoted data. */
export function expectChineseOnly(message: StationMessage, data: readonly string[] = []) {
  expect(prose(message.titleCn, data)).not.toMatch(/[A-Za-z]/);
  expect(prose(message.message, data)).not.toMatch(/[A-Za-z]/);
  expect(prose(message.message, data)).toMatch(CHINESE);
}

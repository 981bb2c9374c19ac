import fs from 'node:fs';
import path from 'node:path';
import { LABELS, SCREEN_ENTRIES, SCREENS } from '@lading/shared';
import { describe, expect, it } from 'vitest';
import { GENERAL_CHAPTERS, OPENED_FROM, guideImage, guideParts } from './guide-chapters';

const PUBLIC = path.resolve(import.meta.dirname, '../../../public');
const LANGUAGES = ['en', 'zh'] as const;

describe('the user guide covers every screen of the tree', () => {
  it('gives every screen a title and steps in both languages', () => {
    for (const language of LANGUAGES) {
      const docs = LABELS[language].docs;
      for (const chapter of GENERAL_CHAPTERS) expect(docs[chapter].steps.length).toBeGreaterThan(0);
      for (const screen of SCREENS) {
        const section = (docs.screens as Record<string, { title: string; steps: string[] }>)[
          screen.name
        ];
        expect(section?.title, `${language} ${screen.name}`).toBeTruthy();
        expect(section?.steps.length, `${language} ${screen.name}`).toBeGreaterThan(0);
        for (const step of section!.steps) expect(step.trim()).not.toBe('');
      }
      expect(Object.keys(docs.screens).sort()).toEqual(SCREENS.map((s) => s.name).sort());
    }
  });

  it('has a screenshot of every screen in both languages (made by the browser tests)', () => {
    for (const screen of SCREENS)
      for (const language of LANGUAGES)
        expect(
          fs.existsSync(path.join(PUBLIC, guideImage(screen.name, language))),
          `${screen.name}.${language}.jpg`,
        ).toBe(true);
  });

  it('places each screen once: visible ones as sections, hidden ones in the screen they open from', () => {
    const placed = guideParts().flatMap((part) =>
      part.sections.flatMap((section) => [section.screen, ...section.folded]),
    );
    expect(placed.map((s) => s.name).sort()).toEqual(SCREENS.map((s) => s.name).sort());
    const parentOf = new Map(SCREEN_ENTRIES.map(({ entry, parent }) => [entry.name, parent]));
    for (const screen of SCREENS.filter((s) => s.hidden)) {
      const host = OPENED_FROM[screen.name];
      expect(host, `${screen.name} is opened from`).toBeDefined();
      expect(SCREENS.find((s) => s.name === host)?.hidden, host).toBeUndefined();
      expect(parentOf.get(host!), screen.name).toBe(parentOf.get(screen.name));
    }
  });

  it('makes a part of each folder and of each top-level screen, in the menu order', () => {
    expect(guideParts().map((part) => part.name)).toEqual(
      SCREEN_ENTRIES.filter((item) => item.parent === null).map((item) => item.entry.name),
    );
  });
});

/** A code of the complement's list with its line in the text the user typed (1-based). */
export interface ListedCode {
  code: string;
  line: number;
}

/**
 * The codes of the complement's text: one per line (a wedge scanner ends each with Enter),
 * blanks around them trimmed, blank lines skipped; each keeps its line so a refusal (by its
 * index in the list sent) points at the line the user sees.
 */
export function listedCodes(text: string | undefined): ListedCode[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((code, index) => ({ code: code.trim(), line: index + 1 }))
    .filter((listed) => listed.code !== '');
}

import type { ReactNode } from 'react';

/**
 * Text for screen readers only (issue 22): the name of what is plain on screen without words,
 * such as a column of expand buttons or of icon buttons, whose header must not be empty.
 */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="lading-visually-hidden">{children}</span>;
}

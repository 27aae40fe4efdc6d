/** One numbered section of a legal document, as written in the locale files. */
export interface LegalSection {
  title: string;
  /** Paragraphs before the list. */
  paragraphs: string[];
  /** A bulleted list, if any. */
  items: string[];
  /** A paragraph after the list. */
  note?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/**
 * Reads the sections of a document from a translated value (`t(key, { returnObjects: true })`).
 * Anything without a title is skipped, so a malformed locale file degrades instead of crashing.
 */
export function toLegalSections(value: unknown): LegalSection[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((section: unknown): LegalSection[] => {
    if (!isRecord(section) || typeof section.title !== 'string') return [];
    return [
      {
        title: section.title,
        paragraphs: strings(section.paragraphs),
        items: strings(section.items),
        note: typeof section.note === 'string' ? section.note : undefined,
      },
    ];
  });
}

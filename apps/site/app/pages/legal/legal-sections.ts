import { toStringList } from '../translated-list';

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
        paragraphs: toStringList(section.paragraphs),
        items: toStringList(section.items),
        note: typeof section.note === 'string' ? section.note : undefined,
      },
    ];
  });
}

import { storyNameFromExport, toId } from 'storybook/internal/csf';

/** One story as the review pages and the inventory test see it. */
export interface StoryRef {
  /** Storybook's id (`features-account-generaltab--free-plan`), for `?path=/story/<id>`. */
  id: string;
  title: string;
  name: string;
  /** The first line of the story's JSDoc. */
  summary: string;
}

// The meta's own title (a story's args may carry a `title:` of their own before it).
const TITLE = /^const meta\b[^{]*\{[\s\S]*?^ {2}title:\s*'([^']+)'/m;

/** The Storybook title of a story file (`Features/Pricing/PricingPage`), from its `const meta`. */
export function storyTitle(source: string): string | undefined {
  return TITLE.exec(source)?.[1];
}
// A JSDoc block directly above `export const Name`.
const DOCUMENTED_STORY = /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*export const (\w+)/g;
const KEY = /^[a-z][\w-]*(?:\.[\w-]+)*$/;

/** The state keys a JSDoc names: the words before its first colon (`general.cancel.confirm / general.cancel.busy:`). */
export function keysOfComment(comment: string): string[] {
  const text = comment.replace(/^\s*\*\s?/gm, ' ').trim();
  const lead = text.split(':')[0] ?? '';
  return lead
    .split(/[\s,/()]+/)
    .map((word) => word.replace(/[.,;]+$/, ''))
    .filter((word) => KEY.test(word));
}

/**
 * Reads story files' sources (path → text) into state key → stories. Only stories with a JSDoc count:
 * the convention is that the JSDoc starts with the state it shows.
 */
export function storiesByState(sources: Record<string, string>): Map<string, StoryRef[]> {
  const index = new Map<string, StoryRef[]>();
  for (const source of Object.values(sources)) {
    const title = storyTitle(source);
    if (!title) continue;
    for (const match of source.matchAll(DOCUMENTED_STORY)) {
      const [, comment = '', exportName = ''] = match;
      const name = storyNameFromExport(exportName);
      const summary =
        comment
          .replace(/^\s*\*\s?/gm, ' ')
          .trim()
          .split('\n')[0]
          ?.trim() ?? '';
      const story: StoryRef = { id: toId(title, name), title, name, summary };
      for (const key of keysOfComment(comment)) {
        index.set(key, [...(index.get(key) ?? []), story]);
      }
    }
  }
  return index;
}

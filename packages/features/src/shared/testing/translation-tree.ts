/** A leaf of a translation tree: its dotted path (`login.title`, `hero.highlights.0`) and its value. */
export type TranslationLeaf = [path: string, value: unknown];

/** Every leaf of a translation tree with its dotted path; an empty object counts as a leaf, so it is noticed. */
export function translationLeaves(tree: unknown, prefix = ''): TranslationLeaf[] {
  if (typeof tree !== 'object' || tree === null) return [[prefix, tree]];
  const entries = Object.entries(tree);
  if (entries.length === 0) return [[prefix, tree]];
  return entries.flatMap(([key, child]) => translationLeaves(child, prefix ? `${prefix}.${key}` : key));
}

/**
 * The sorted, distinct key paths of a translation tree. `foldPlurals` drops i18next's `_one`/`_other`
 * suffixes, since Japanese has only `_other` where English has both.
 */
export function translationKeys(tree: unknown, { foldPlurals = false }: { foldPlurals?: boolean } = {}): string[] {
  const paths = translationLeaves(tree).map(([path]) => (foldPlurals ? path.replace(/_(one|other)$/, '') : path));
  return [...new Set(paths)].sort();
}

/** The value at a dotted path of a translation tree, or undefined. */
export function translationAt(tree: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined),
      tree,
    );
}

/**
 * Keys whose Japanese text is the English one, except `sameInBoth` (brand names, "OK"): a string
 * someone forgot to translate. Only keys both sides have count (Japanese plurals have no `_one`).
 */
export function untranslatedKeys(en: unknown, ja: unknown, sameInBoth: readonly string[] = []): string[] {
  return translationLeaves(ja)
    .filter(([path, value]) => !sameInBoth.includes(path) && translationAt(en, path) === value)
    .map(([path]) => path);
}

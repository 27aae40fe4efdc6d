import { describe, expect, it } from 'vitest';
import { translationAt, translationKeys, translationLeaves } from './translation-tree';

const tree = {
  login: { title: 'Log in', empty: {} },
  items_one: '1 item',
  items_other: '{{count}} items',
  list: ['a'],
};

describe('translation tree helpers', () => {
  it('list every leaf with its dotted path, empty objects included', () => {
    expect(translationLeaves(tree)).toEqual([
      ['login.title', 'Log in'],
      ['login.empty', {}],
      ['items_one', '1 item'],
      ['items_other', '{{count}} items'],
      ['list.0', 'a'],
    ]);
  });

  it('fold plural suffixes only when asked', () => {
    expect(translationKeys(tree)).toEqual(['items_one', 'items_other', 'list.0', 'login.empty', 'login.title']);
    expect(translationKeys(tree, { foldPlurals: true })).toEqual(['items', 'list.0', 'login.empty', 'login.title']);
  });

  it('read a value by path', () => {
    expect(translationAt(tree, 'login.title')).toBe('Log in');
    expect(translationAt(tree, 'login.missing.deeper')).toBeUndefined();
  });
});

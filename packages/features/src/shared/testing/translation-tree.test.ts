import { describe, expect, it } from 'vitest';
import { translationAt, translationKeys, translationLeaves, untranslatedKeys } from './translation-tree';

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

  it('find Japanese texts left in English, except those meant to be the same', () => {
    const ja = { login: { title: 'Log in', empty: {} }, items_other: '{{count}} 件', list: ['a'] };
    expect(untranslatedKeys(tree, ja)).toEqual(['login.title', 'list.0']);
    expect(untranslatedKeys(tree, ja, ['list.0'])).toEqual(['login.title']);
  });
});

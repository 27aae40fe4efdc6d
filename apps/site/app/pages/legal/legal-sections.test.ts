import { describe, expect, it } from 'vitest';
import { toLegalSections } from './legal-sections';

describe('toLegalSections', () => {
  it('reads titles, paragraphs, list items and the closing note', () => {
    expect(
      toLegalSections([{ title: '1. Data', paragraphs: ['We collect:'], items: ['E-mail', 'Name'], note: 'No sale.' }]),
    ).toEqual([{ title: '1. Data', paragraphs: ['We collect:'], items: ['E-mail', 'Name'], note: 'No sale.' }]);
  });

  it('drops what is malformed instead of crashing', () => {
    expect(toLegalSections('privacy.sections')).toEqual([]);
    expect(toLegalSections([null, { paragraphs: ['no title'] }, { title: 'Kept', items: ['a', 2] }])).toEqual([
      { title: 'Kept', paragraphs: [], items: ['a'], note: undefined },
    ]);
  });
});

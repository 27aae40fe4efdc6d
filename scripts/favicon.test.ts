import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Transformer } from '@napi-rs/image';
import { describe, expect, it } from 'vitest';
import { FAVICON_PNG, FAVICON_SIZE, faviconFromSvg } from './favicon';

const rootDir = path.resolve(import.meta.dirname, '..');

describe('the tab icon', () => {
  it('is favicon.svg drawn at its size (run `npx tsx scripts/favicon.ts` after changing the SVG)', () => {
    const committed = new Transformer(readFileSync(FAVICON_PNG));
    expect(committed.metadataSync()).toMatchObject({ width: FAVICON_SIZE, height: FAVICON_SIZE });
    expect(Buffer.from(committed.rawPixelsSync()).equals(Buffer.from(faviconFromSvg().rawPixelsSync()))).toBe(true);
  });

  it('is the PNG on every page: an SVG icon is decoded on the page’s thread', () => {
    const root = readFileSync(path.join(rootDir, 'apps/site/app/root.tsx'), 'utf8');
    expect(root.match(/\{ rel: 'icon'[^}]*\}/g)).toEqual([
      "{ rel: 'icon', href: '/favicon.png', type: 'image/png', sizes: '48x48' }",
    ]);
  });
});

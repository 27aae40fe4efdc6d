/**
 * `npx tsx scripts/favicon.ts`: writes the site's tab icon, apps/site/public/favicon.png, from apps/site/favicon.svg
 * (its source, not served). The pages name the PNG: Chromium decodes a page's icon on the page's own thread, and the
 * SVG made it build a whole SVG document there after every page load, a task a visitor's press could wait behind;
 * the PNG decodes at once. scripts/favicon.test.ts keeps the two the same picture.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Transformer } from '@napi-rs/image';

const site = path.resolve(import.meta.dirname, '../apps/site');
export const FAVICON_SVG = path.join(site, 'favicon.svg');
export const FAVICON_PNG = path.join(site, 'public/favicon.png');
/** Sharp in a tab at three device pixels per CSS pixel (16 × 3). */
export const FAVICON_SIZE = 48;

/** The favicon drawn from its SVG at FAVICON_SIZE. */
export function faviconFromSvg(): Transformer {
  return Transformer.fromSvg(readFileSync(FAVICON_SVG)).resize(FAVICON_SIZE, FAVICON_SIZE);
}

if (process.argv[1] === import.meta.filename) {
  writeFileSync(FAVICON_PNG, faviconFromSvg().pngSync());
  console.log(`wrote ${path.relative(process.cwd(), FAVICON_PNG)}`);
}

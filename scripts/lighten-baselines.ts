/**
 * Keeps the story screenshot baselines light (.storybook/visual/baselines.test.ts holds their total under
 * its budget). `npm run test:visual:update` runs it after writing the pictures:
 * - each new or changed picture is recompressed losslessly (oxipng, through @napi-rs/image): the same pixels, checked,
 *   in fewer bytes (`--all`: every picture);
 * - pictures that are byte for byte the same keep one file: the others are deleted and listed in
 *   `.storybook/visual/same-pictures.json` (their name → the kept one's), and their stories are compared with the
 *   kept file (visual-regression.setup.ts, vitest.config.ts).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, globSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Transformer, losslessCompressPng } from '@napi-rs/image';
import { possibleBaselines } from '../.storybook/visual/baseline-files.ts';

const root = path.resolve(import.meta.dirname, '..');
const BASELINES = ['packages/*/src/**/__baselines__/*/*.png', 'apps/*/app/**/__baselines__/*/*.png'];
export const SAME_PICTURES_FILE = path.join(root, '.storybook/visual/same-pictures.json');

/** A picture's name: its file name without `.png` (story ids are unique, so are the names). */
const nameOf = (file: string) => path.basename(file, '.png');

/** The baselines git sees as new or changed (what the last update wrote), or all of them. */
function picturesToRecompress(all: boolean): string[] {
  if (all) return globSync(BASELINES, { cwd: root });
  const output = execFileSync(
    'git',
    ['ls-files', '--modified', '--others', '--exclude-standard', '--', ...BASELINES.map((glob) => `:(glob)${glob}`)],
    { cwd: root, encoding: 'utf8' },
  );
  return [...new Set(output.split('\n').filter(Boolean))].filter((file) => existsSync(path.join(root, file)));
}

/** The decoded RGBA pixels of a PNG: what the screenshot comparison sees. */
async function pixels(png: Buffer): Promise<Buffer> {
  return Buffer.from(await new Transformer(png).rawPixels());
}

async function recompress(files: string[]): Promise<void> {
  for (const file of files) {
    const original = readFileSync(path.join(root, file));
    const smaller = Buffer.from(await losslessCompressPng(original, { strip: true }));
    if (smaller.length >= original.length) continue;
    if (!(await pixels(original)).equals(await pixels(smaller)))
      throw new Error(`${file}: recompressing changed pixels`);
    writeFileSync(path.join(root, file), smaller);
  }
}

/**
 * The twins of `files`, given the twins already known: each picture without a file of its own → the name of the one
 * kept. A known twin stays one while its kept picture exists and no file of its own came back (an update pictures
 * it again); among new twins the one kept is the one others already point to, else the first by name.
 */
export function findTwins(
  files: { name: string; hash: string }[],
  known: Record<string, string>,
): { twins: Record<string, string>; remove: string[] } {
  const names = new Set(files.map((file) => file.name));
  const twins: Record<string, string> = {};
  for (const [name, kept] of Object.entries(known)) if (!names.has(name) && names.has(kept)) twins[name] = kept;
  const pointedTo = new Set(Object.values(twins));
  const byHash = new Map<string, string[]>();
  for (const { name, hash } of files) byHash.set(hash, [...(byHash.get(hash) ?? []), name]);
  const remove: string[] = [];
  for (const group of byHash.values()) {
    if (group.length < 2) continue;
    const sorted = [...group].sort();
    const kept = sorted.find((name) => pointedTo.has(name)) ?? sorted[0]!;
    for (const name of sorted) {
      if (name === kept) continue;
      remove.push(name);
      twins[name] = kept;
      // Whatever pointed to a removed picture points to the kept one.
      for (const [other, target] of Object.entries(twins)) if (target === name) twins[other] = kept;
    }
  }
  return { twins: Object.fromEntries(Object.entries(twins).sort(([a], [b]) => a.localeCompare(b))), remove };
}

/** The pictures the story files take (`parameters.visual.pictures`), by name. */
function picturesTaken(): Set<string> {
  const storyFiles = globSync(['packages/*/src/**/*.stories.tsx', 'apps/*/app/**/*.stories.tsx'], { cwd: root });
  return new Set(
    storyFiles.flatMap((file) =>
      [...possibleBaselines(readFileSync(path.join(root, file), 'utf8'))].map((name) => name.replace(/\.png$/, '')),
    ),
  );
}

async function main() {
  await recompress(picturesToRecompress(process.argv.includes('--all')));
  // A story no longer pictured (renamed, deleted, or left out of its file's `pictures`) leaves nothing behind.
  const taken = picturesTaken();
  for (const file of globSync(BASELINES, { cwd: root })) if (!taken.has(nameOf(file))) rmSync(path.join(root, file));
  const files = globSync(BASELINES, { cwd: root });
  const known = Object.fromEntries(
    Object.entries(
      existsSync(SAME_PICTURES_FILE)
        ? (JSON.parse(readFileSync(SAME_PICTURES_FILE, 'utf8')) as Record<string, string>)
        : {},
    ).filter(([name]) => taken.has(name)),
  );
  const { twins, remove } = findTwins(
    files.map((file) => ({
      name: nameOf(file),
      hash: createHash('sha256')
        .update(readFileSync(path.join(root, file)))
        .digest('hex'),
    })),
    known,
  );
  const fileByName = new Map(files.map((file) => [nameOf(file), file]));
  for (const name of remove) rmSync(path.join(root, fileByName.get(name)!));
  writeFileSync(SAME_PICTURES_FILE, `${JSON.stringify(twins, null, 2)}\n`);
  const total = globSync(BASELINES, { cwd: root }).reduce(
    (sum, file) => sum + readFileSync(path.join(root, file)).length,
    0,
  );
  console.log(
    `baselines: ${files.length - remove.length} pictures, ${(total / 1024 / 1024).toFixed(2)} MB; ` +
      `${Object.keys(twins).length} stories share another's picture (${remove.length} removed now)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

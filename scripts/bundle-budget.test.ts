import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { evaluateBudget, formatReport, initialChunkKeys, type BuiltFiles, type Manifest } from './bundle-budget';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: ['src/pages/home/home-page.tsx', 'src/routes/account-route.tsx'],
  },
  '_vendor.js': { file: 'assets/vendor.js', name: 'vendor' },
  '_shared.js': { file: 'assets/shared.js', name: 'shared' },
  'src/pages/home/home-page.tsx': {
    file: 'assets/home.js',
    src: 'src/pages/home/home-page.tsx',
    isDynamicEntry: true,
    imports: ['_vendor.js', '_shared.js'],
  },
  'src/routes/account-route.tsx': {
    file: 'assets/account.js',
    src: 'src/routes/account-route.tsx',
    isDynamicEntry: true,
    imports: ['_stripe.js'],
  },
  '_stripe.js': { file: 'assets/stripe.js', name: 'stripe' },
};

/** Built files of a given size (incompressible bytes, so gzip keeps them about that size) and source maps. */
function files(sizes: Record<string, number>, sources: Record<string, string[]> = {}): BuiltFiles {
  return {
    read: (file) => {
      const size = sizes[file];
      if (size === undefined) throw new Error(`no file ${file}`);
      // xorshift32: deterministic noise that gzip cannot shrink.
      let state = 0x9e3779b9;
      return Uint8Array.from({ length: size }, () => {
        state ^= state << 13;
        state ^= state >>> 17;
        state ^= state << 5;
        return state & 0xff;
      });
    },
    sourceMapSources: (file) => sources[file],
  };
}

const small = { 'assets/index.js': 1000, 'assets/vendor.js': 2000, 'assets/home.js': 500, 'assets/shared.js': 300 };

describe('initialChunkKeys', () => {
  it('takes the entry, its static imports and the home route with its static imports, not other routes', () => {
    expect(initialChunkKeys(manifest).sort()).toEqual(
      ['index.html', '_vendor.js', 'src/pages/home/home-page.tsx', '_shared.js'].sort(),
    );
  });

  it('fails loudly when the home route is not in the manifest', () => {
    expect(() => initialChunkKeys(manifest, 'src/pages/nope.tsx')).toThrow(/not in the manifest/);
  });
});

describe('evaluateBudget', () => {
  it('passes under budget and sums the gzipped sizes of exactly the initial chunks', () => {
    const built = files(small);
    const report = evaluateBudget(manifest, built, { budgetKb: 10 });
    const expected = Object.keys(small).reduce((sum, file) => sum + gzipSync(built.read(file)).byteLength, 0);
    expect(report.chunks.map((chunk) => chunk.file).sort()).toEqual(Object.keys(small).sort());
    expect(report.totalGzipBytes).toBeGreaterThan(3800);
    expect(Math.abs(report.totalGzipBytes - expected)).toBeLessThan(50);
    expect(report.ok).toBe(true);
  });

  it('fails over budget and prints the numbers', () => {
    const report = evaluateBudget(manifest, files({ ...small, 'assets/vendor.js': 12_000 }), { budgetKb: 10 });
    expect(report.ok).toBe(false);
    const text = formatReport(report);
    expect(text).toMatch(/assets\/vendor\.js\s+11\.\d KB/);
    expect(text).toMatch(/total\s+1[34]\.\d KB {2}budget 10\.0 KB: over by [34]\.\d KB/);
    expect(text).toContain('Budget: FAILED');
  });

  it.each([
    ['Stripe', '../../node_modules/@stripe/stripe-js/dist/index.mjs'],
    ['visx / chart', '../../node_modules/@visx/shape/esm/index.js'],
    ['visx / chart', '../../packages/features/src/account/usage/usage-chart.tsx'],
    ['account area / checkout / feedback', '../../packages/features/src/account/general/general-tab.tsx'],
    ['account area / checkout / feedback', '../../packages/features/src/checkout/checkout-screen.tsx'],
    ['account area / checkout / feedback', '../../src/routes/checkout-route.tsx'],
    ['account area / checkout / feedback', '../../packages/features/src/billing/components/billing-tab.tsx'],
    ['account area / checkout / feedback', '../../packages/features/src/feedback/components/feedback-screen.tsx'],
  ])('fails when %s code is in the initial chunks (%s)', (label, module) => {
    const report = evaluateBudget(
      manifest,
      files(small, { 'assets/vendor.js': ['../../node_modules/react/index.js', module] }),
      {
        budgetKb: 100,
      },
    );
    expect(report.ok).toBe(false);
    expect(report.violations).toContainEqual({ label, file: 'assets/vendor.js', module });
    expect(formatReport(report)).toContain(`${label}: ${module}`);
  });

  it('allows the account and checkout translations, which ship with the shell', () => {
    const report = evaluateBudget(
      manifest,
      files(small, { 'assets/index.js': ['../../packages/features/src/account/locales/en.json'] }),
      { budgetKb: 100 },
    );
    expect(report.violations).toEqual([]);
    expect(report.ok).toBe(true);
  });
});

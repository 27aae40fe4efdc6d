// @vitest-environment node
/**
 * What runs when the dependencies are installed. Only the packages package.json's `allowScripts` names may need
 * their install script; every other one (a telemetry reporter of Prism's) is off in every install, and the
 * Storybook workflow installs without any script, then rebuilds exactly the allowed ones, with no token left in
 * its checkout.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const manifest = JSON.parse(read('package.json')) as {
  allowScripts?: Record<string, boolean>;
  scarfSettings?: { enabled?: boolean };
};
const lockfile = JSON.parse(read('package-lock.json')) as {
  packages: Record<string, { hasInstallScript?: boolean }>;
};
const workflow = read('.github/workflows/storybook.yml');

const allowed = Object.keys(manifest.allowScripts ?? {}).sort();
const withInstallScripts = Object.entries(lockfile.packages)
  .filter(([, entry]) => entry.hasInstallScript)
  .map(([location]) => location.replace(/^.*node_modules\//, ''));

describe('install scripts', () => {
  it('are allowed by name, or belong to the telemetry that package.json turns off', () => {
    const unexpected = withInstallScripts.filter((name) => !allowed.includes(name) && name !== '@scarf/scarf');
    expect(unexpected).toEqual([]);
    expect(manifest.scarfSettings?.enabled).toBe(false);
  });

  it('do not run in the Storybook workflow, which rebuilds only the allowed packages', () => {
    const installs = workflow.match(/^\s+- run: npm (?:ci|install|i)\b.*$/gm) ?? [];
    expect(installs.length).toBeGreaterThan(0);
    for (const install of installs) expect(install).toMatch(/--ignore-scripts\b/);
    const rebuild = /^\s+- run: npm rebuild (.+)$/m.exec(workflow)?.[1]?.trim().split(/\s+/).sort();
    expect(rebuild).toEqual(allowed);
  });

  it('leave no credentials in the Storybook checkout', () => {
    const checkouts = workflow.split(/^\s+- uses: /m).filter((step) => step.startsWith('actions/checkout@'));
    expect(checkouts.length).toBeGreaterThan(0);
    for (const step of checkouts) expect(step).toMatch(/persist-credentials: false/);
  });
});

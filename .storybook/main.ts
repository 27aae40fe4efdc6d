import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import type { StorybookConfig } from '@storybook/react-vite';
import { workspaceResolve } from '../vite.shared.ts';
import { readSiteSettings, settingsDefines } from '../apps/site/build-settings.ts';

const config: StorybookConfig = {
  stories: [
    './review/*.mdx',
    './features/*.mdx',
    '../packages/*/src/**/*.mdx',
    '../packages/*/src/**/*.stories.@(ts|tsx)',
    '../apps/site/app/**/*.stories.@(ts|tsx)',
  ],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-themes',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: { tsconfigPath: path.join(import.meta.dirname, 'tsconfig.docgen.json') },
  },
  viteFinal: (viteConfig) => {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), tailwindcss()];
    viteConfig.resolve = { ...viteConfig.resolve, conditions: workspaceResolve.conditions };
    // Storybook is the demo: the example links and the sandbox (build-settings.ts).
    viteConfig.define = { ...viteConfig.define, ...settingsDefines(readSiteSettings({ HOLOSTREAM_DEMO: '1' })) };
    return viteConfig;
  },
};

export default config;

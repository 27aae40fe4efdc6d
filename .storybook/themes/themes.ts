/**
 * The design system's two themes (packages/design-system/src/styles/theme.css): a class on <html> forces one, as
 * the toolbar's theme switch does (@storybook/addon-themes); without one a page follows the system's setting.
 */
export const THEMES = { light: 'light', dark: 'dark' } as const;

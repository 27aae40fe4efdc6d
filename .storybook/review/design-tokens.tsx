import theme from '../../packages/design-system/src/styles/theme.css?raw';

// The light theme's custom properties, read from the stylesheet itself so this page cannot drift.
const rootBlock = /:root\s*\{([\s\S]*?)\n\}/.exec(theme)?.[1] ?? '';
const tokens = [...rootBlock.matchAll(/--([\w-]+):\s*([^;]+);/g)].map(([, name = '', value = '']) => ({ name, value }));

/** Colour swatches of the tokens whose name starts with `prefix` (`status-`), or all colour roles. */
export function ColorTokens({ prefix }: { prefix?: string }) {
  const colours = tokens
    .filter((token) => token.value.startsWith('oklch') || token.value.startsWith('var(--'))
    .filter((token) => (prefix ? token.name.startsWith(prefix) : !token.name.startsWith('status-')));
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 12 }}>
      {colours.map((token) => (
        <figure
          key={token.name}
          style={{ margin: 0, border: '1px solid #e5e7eb', borderRadius: 8, overflow: 'hidden' }}
        >
          <div style={{ height: 56, background: `var(--${token.name})` }} />
          <figcaption style={{ padding: 8, fontSize: 12 }}>
            <code>--{token.name}</code>
            <br />
            <span style={{ color: '#6b7280' }}>{token.value}</span>
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

// Tailwind's sizes (rem), as the components use them.
const TYPE_SCALE: [string, number][] = [
  ['text-xs', 0.75],
  ['text-sm', 0.875],
  ['text-base', 1],
  ['text-lg', 1.125],
  ['text-xl', 1.25],
  ['text-2xl', 1.5],
  ['text-3xl', 1.875],
  ['text-4xl', 2.25],
];

/** The type scale in use, each size with a line of English and Japanese. */
export function TypeScale() {
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      {TYPE_SCALE.map(([size, rem]) => (
        <p key={size} style={{ margin: 0, fontSize: `${rem}rem`, fontFamily: 'var(--font-sans)' }}>
          <code style={{ fontSize: 12, marginRight: 12 }}>{size}</code>
          Live holograms · ホログラムをライブ配信
        </p>
      ))}
    </div>
  );
}

const SPACING = [1, 2, 3, 4, 6, 8, 12, 16];

/** The spacing steps the components use (Tailwind's 0.25rem scale). */
export function SpacingScale() {
  return (
    <div style={{ display: 'grid', gap: 6 }}>
      {SPACING.map((step) => (
        <div key={step} style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
          <code style={{ width: 72, fontSize: 12 }}>{`${step} = ${step * 4}px`}</code>
          <div style={{ height: 12, width: step * 4, background: 'var(--primary)', borderRadius: 2 }} />
        </div>
      ))}
    </div>
  );
}

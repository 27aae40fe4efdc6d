/**
 * Styling of the sandbox card field. The host's CSS (Tailwind or other) may not reach the field,
 * so it styles itself inline, from Stripe's `style` option (`base`, `complete`, `empty`,
 * `invalid`).
 */
import type { StripeElementCSSProperties, StripeElementStyle } from '@stripe/stripe-js';

/** Stripe's default text colours; the invalid red keeps 4.5:1 contrast on white. */
const DEFAULT_TEXT_COLOR = '#30313d';
const DEFAULT_INVALID_COLOR = '#c0123c';
const DEFAULT_BORDER_COLOR = '#6d6e78';

/** The Stripe CSS properties that map one-to-one onto inline styles (pseudo-classes cannot). */
const INLINE_PROPERTIES = [
  'backgroundColor',
  'color',
  'fontFamily',
  'fontSize',
  'fontStyle',
  'fontVariant',
  'fontWeight',
  'letterSpacing',
  'lineHeight',
  'padding',
  'textAlign',
  'textDecoration',
  'textShadow',
  'textTransform',
] as const satisfies readonly (keyof StripeElementCSSProperties & keyof CSSStyleDeclaration)[];

type InlineProperty = (typeof INLINE_PROPERTIES)[number];
type InlineStyle = Partial<Record<InlineProperty, string>>;

function pick(variant: StripeElementCSSProperties | undefined): InlineStyle {
  const result: InlineStyle = {};
  if (!variant) return result;
  for (const property of INLINE_PROPERTIES) {
    const value = variant[property];
    if (value !== undefined) result[property] = String(value);
  }
  return result;
}

export interface FieldState {
  empty: boolean;
  complete: boolean;
  invalid: boolean;
}

/** Inline style of one input: defaults, then `base`, then the variants that apply. */
export function inputStyle(style: StripeElementStyle | undefined, state: FieldState): Partial<CSSStyleDeclaration> {
  const invalidColor = style?.invalid?.color ?? DEFAULT_INVALID_COLOR;
  return {
    boxSizing: 'border-box',
    width: '100%',
    minWidth: '0',
    margin: '0',
    padding: '0.5em 0.625em',
    border: `1px solid ${state.invalid ? invalidColor : DEFAULT_BORDER_COLOR}`,
    borderRadius: '4px',
    backgroundColor: 'transparent',
    color: DEFAULT_TEXT_COLOR,
    fontFamily: 'inherit',
    fontSize: '1em',
    lineHeight: '1.5',
    ...pick(style?.base),
    ...(state.empty ? pick(style?.empty) : {}),
    ...(state.complete ? pick(style?.complete) : {}),
    ...(state.invalid ? { color: invalidColor, ...pick(style?.invalid) } : {}),
  };
}

/** Labels share the base font and colour, a little smaller. */
export function labelStyle(style: StripeElementStyle | undefined): Partial<CSSStyleDeclaration> {
  const base = style?.base;
  return {
    display: 'block',
    marginBottom: '0.25em',
    color: base?.color ?? DEFAULT_TEXT_COLOR,
    fontFamily: base?.fontFamily ?? 'inherit',
    fontSize: '0.875em',
    fontWeight: '500',
  };
}

export function messageStyle(style: StripeElementStyle | undefined): Partial<CSSStyleDeclaration> {
  return {
    gridColumn: '1 / -1',
    margin: '0',
    color: style?.invalid?.color ?? DEFAULT_INVALID_COLOR,
    fontFamily: style?.base?.fontFamily ?? 'inherit',
    fontSize: '0.875em',
  };
}

/**
 * A grid, not a wrapping flex row: the number has a row of its own (its placeholder is never cut, however narrow the
 * dialog), expiry and CVC share the next. (A flex basis of 100% depends on whether the container's width is known
 * when it is laid out, so the same field came out in one row or two.)
 */
export const ROOT_STYLE: Partial<CSSStyleDeclaration> = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)',
  gap: '0.5em 0.75em',
  alignItems: 'start',
};

/** The columns each field spans in the grid. */
export const FIELD_COLUMN = { number: '1 / -1', expiry: 'auto', cvc: 'auto' } as const;

/** Replaces the element's inline style, so a variant that no longer applies leaves nothing behind. */
export function applyStyle(element: HTMLElement, style: Partial<CSSStyleDeclaration>): void {
  element.style.cssText = '';
  Object.assign(element.style, style);
}

/**
 * Phone views. A story file tagged `responsive` is a screen a person also meets on a phone: each
 * of its stories, once its play function has passed, is checked again at phone width (phone-check.setup.ts), and
 * the file has at least one story shown at phone width, pictured like any other (`globals: { viewport: { value:
 * 'phone' } }`, responsive-files.test.ts).
 */

/** The tag of a story file whose stories are checked at phone width too. */
export const RESPONSIVE_TAG = 'responsive';

/** The phone of Storybook's viewport toolbar (preview.tsx): the width every phone check and phone story uses. */
export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;

/** An element that sticks out of the page sideways, as the check names it. */
export interface Overflow {
  element: string;
  right: number;
}

/** A short, readable name of an element: its tag, its data-slot or first class, and its text's start. */
function describe(element: Element): string {
  const slot = element.getAttribute('data-slot');
  const className = typeof element.className === 'string' ? element.className.split(/\s+/)[0] : '';
  const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
  return `<${element.localName}${slot ? ` data-slot="${slot}"` : className ? ` class="${className}…"` : ''}>${text ? ` "${text}"` : ''}`;
}

/** Whether something between `element` and the page clips or scrolls it sideways (a table's scroll box). */
function clippedSideways(element: Element, view: Window): boolean {
  for (
    let parent = element.parentElement;
    parent && parent !== element.ownerDocument.body;
    parent = parent.parentElement
  ) {
    const overflowX = view.getComputedStyle(parent).overflowX;
    if (overflowX !== 'visible') return true;
  }
  return false;
}

/**
 * What makes the page wider than the window, so the phone scrolls sideways: the outermost visible elements whose
 * right edge passes the window's, unless a scroll box of their own holds them. Empty when the page fits.
 */
export function sidewaysOverflow(document: Document): Overflow[] {
  const view = document.defaultView;
  if (!view) return [];
  const width = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth <= width) return [];
  const outermost: { element: Element; right: number }[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    const right = element.getBoundingClientRect().right + view.scrollX;
    if (right <= width + 0.5 || !element.checkVisibility() || clippedSideways(element, view)) continue;
    // The outermost offender says where to look; what is inside it overflows with it.
    if (outermost.some((outer) => outer.element.contains(element))) continue;
    outermost.push({ element, right: Math.round(right) });
    if (outermost.length >= 5) break;
  }
  // Something widens the page without a box past the edge (a negative margin, a transform): say so anyway.
  if (outermost.length === 0) {
    return [{ element: '(the page: no element found past the edge)', right: document.documentElement.scrollWidth }];
  }
  return outermost.map(({ element, right }) => ({ element: describe(element), right }));
}

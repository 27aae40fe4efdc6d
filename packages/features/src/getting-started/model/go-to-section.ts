import { sectionHeadingId, type GuideSection } from './sections';

/** True when the person asked the system for less motion (then jumps are instant). */
export function prefersReducedMotion(win: Window = window): boolean {
  return win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * Scrolls to a section (smoothly, unless reduced motion is asked for) and moves focus to its heading,
 * so keyboard and screen-reader users continue reading from there. False when the section is missing.
 */
export function goToSection(section: GuideSection, { smooth = true }: { smooth?: boolean } = {}): boolean {
  const target = document.getElementById(section);
  const heading = document.getElementById(sectionHeadingId(section));
  if (!target || !heading) return false;
  // jsdom has no scrollIntoView; the focus move matters more than the scroll.
  target.scrollIntoView?.({ behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'auto', block: 'start' });
  // The scroll above is already under way: focusing must not jump there instantly.
  heading.focus({ preventScroll: true });
  return true;
}

/** The eight sections of the guide, in page order; each id is the section's anchor (docs/product.md §2 Getting-started tab). */
export const GUIDE_SECTIONS = [
  'unity-plugin',
  'ios-app',
  'oculus-app',
  'start-livestream',
  'setup-unity',
  'connect-unity',
  'use-prefab',
  'oculus-viewer',
] as const;

export type GuideSection = (typeof GUIDE_SECTIONS)[number];

export function isGuideSection(value: string): value is GuideSection {
  return (GUIDE_SECTIONS as readonly string[]).includes(value);
}

/** The id of a section's heading, which takes focus when the table of contents jumps to it. */
export const sectionHeadingId = (section: GuideSection) => `${section}-heading`;

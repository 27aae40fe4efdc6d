import { describe, expect, it } from 'vitest';
import { translationAt as lookup, untranslatedKeys } from '../../shared/testing/translation-tree';
import { GUIDE_SECTIONS } from '../model/sections';
import en from './en.json';
import ja from './ja.json';

/** Product and field names, written the same in Japanese. */
const SAME_IN_BOTH = ['requirements.unity', 'requirements.ios', 'prefab.language', 'connect.inspector.component'];

describe('getting-started translations', () => {
  it('translate every other key into Japanese', () => {
    expect(untranslatedKeys(en, ja, SAME_IN_BOTH)).toEqual([]);
  });

  it('name each of the eight sections', () => {
    for (const section of GUIDE_SECTIONS) {
      expect(lookup(en, `sections.${section}`)).toEqual(expect.any(String));
      expect(lookup(ja, `sections.${section}`)).toEqual(expect.any(String));
    }
  });

  it.each([
    ['livestream.steps', 6],
    ['unity.steps', 6],
    ['connect.steps', 5],
    ['headset.steps', 5],
  ])('have docs/product.md’s number of steps in %s (%i)', (path, count) => {
    expect(Object.keys(lookup(en, path) as object)).toEqual(Array.from({ length: count }, (_, i) => String(i + 1)));
  });

  it("keep the product's wording of the download errors and the requirements", () => {
    expect(lookup(en, 'downloads.plugin.error')).toBe('Failed to download plugin');
    expect(lookup(en, 'downloads.oculusApp.error')).toBe('Failed to download the VR app');
    expect(lookup(en, 'requirements.unityValue')).toBe('Unity 2022.3 LTS or newer');
    expect(lookup(en, 'requirements.iosValue')).toMatch(/^iOS 16\.6 or later/);
    expect(lookup(en, 'requirements.headsetsValue')).toBe('Quest 2, Quest 3, Quest 3s');
    expect(lookup(en, 'requirements.distanceValue')).toBe('Keep the camera at least 1.5 m from the subject');
  });
});

/**
 * Japanese lines in headings, buttons, links, short list items and terms wrap between phrases
 * (「会議システム」 stays whole) instead of between any two characters. English is unaffected. Set on
 * each page's root: the theme's `:lang(ja)` rule sets `word-break` on every element, so the value
 * has to land on the elements themselves, not be inherited.
 */
export const phraseBreaks = '[&_:is(h1,h2,h3,h4,a,button,li,dt)]:[word-break:auto-phrase]';

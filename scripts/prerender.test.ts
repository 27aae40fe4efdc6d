import { describe, expect, it } from 'vitest';
import { entryScriptTags, fillShell, plansTemplate, prepareStaticHtml, routeFile } from './prerender';

// The shape of the shell Vite writes (apps/site/index.html after the build).
const shell = `<!doctype html>
<html lang="en">
  <head>
    <title>Holostream</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-123.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const page = { route: '/about', title: 'About · Holostream', html: '<main><h1>About</h1></main>', styleRules: [] };

describe('fillShell', () => {
  it('puts the page in #root, its title in <title>, and its path on <html> for the page script', () => {
    const filled = fillShell(shell, page);
    expect(filled).toContain('<html lang="en" data-prerendered="/about">');
    expect(filled).toContain('<title>About · Holostream</title>');
    expect(filled).toContain('<div id="root"><main><h1>About</h1></main></div>');
  });

  it("keeps a page's own scripts inert after the page, with their templates, before the app's", () => {
    const filled = fillShell(shell, {
      ...page,
      route: '/plans',
      ownScripts: ['<script type="module" crossorigin src="/assets/plans-island-1.js"></script>'],
      templates: ['<template id="plans-template"><ul></ul></template>'],
    });
    expect(filled.slice(0, filled.indexOf('</head>'))).not.toContain('plans-island');
    expect(filled).toMatch(
      /<\/div>\s*<template id="plans-template"><ul><\/ul><\/template>\s*<template id="page-scripts"><script type="module" crossorigin src="\/assets\/plans-island-1.js"><\/script><\/template>\s*<template id="app-scripts">/,
    );
  });

  it('keeps the stylesheet in <head> but moves the app scripts into an inert template after the page', () => {
    const filled = fillShell(shell, page);
    const head = filled.slice(0, filled.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-123.css">');
    expect(head).toContain('<script src="/prerendered-page.js"></script>');
    expect(head).not.toContain('/assets/index-abc.js');
    expect(head).not.toContain('modulepreload');
    expect(filled).toContain(
      '</div>\n    <template id="app-scripts"><script type="module" crossorigin src="/assets/index-abc.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/react-def.js"></template>',
    );
  });

  it('writes the former style attributes as a <style> element, and escapes the title', () => {
    const filled = fillShell(shell, {
      ...page,
      title: 'Q&A </title><script>',
      styleRules: ['.prerendered-style-1{opacity: 0;}'],
    });
    expect(filled).toContain('<title>Q&amp;A &lt;/title>&lt;script></title>');
    expect(filled).toContain('<style>.prerendered-style-1{opacity: 0;}</style>\n  </head>');
  });

  it('refuses a shell without the app script (not a Vite build)', () => {
    expect(() => fillShell('<html><head></head><body><div id="root"></div></body></html>', page)).toThrow(
      /no module script/,
    );
  });
});

describe('routeFile', () => {
  it('writes / to index.html and every other route to its folder', () => {
    expect(routeFile('/')).toBe('index.html');
    expect(routeFile('/commercial-disclosure')).toBe('commercial-disclosure/index.html');
  });
});

describe('prepareStaticHtml', () => {
  it('moves style attributes into classes, one per distinct declaration list, and drops empty ones', () => {
    const { html, styleRules } = prepareStaticHtml(
      '<div style="opacity: 0;"><span style="opacity: 0;"></span><p style="">x</p><i class="a" style="margin: 0px;"></i></div>',
    );
    expect(html).toBe(
      '<div class="prerendered-style-1"><span class="prerendered-style-1"></span><p>x</p><i class="a prerendered-style-2"></i></div>',
    );
    expect(styleRules).toEqual(['.prerendered-style-1{opacity: 0;}', '.prerendered-style-2{margin: 0px;}']);
  });

  it('makes a form without a method post, so a password never lands in the address without JavaScript', () => {
    const { html } = prepareStaticHtml('<form><input name="password"></form><form method="get"></form>');
    expect(html).toBe('<form method="post"><input name="password"></form><form method="get"></form>');
  });

  it('keeps the text separators React hydration relies on', () => {
    expect(prepareStaticHtml('<p>3<!-- --> members</p>').html).toBe('<p>3<!-- --> members</p>');
  });
});

describe('entryScriptTags', () => {
  const manifest = {
    'src/island.ts': { file: 'assets/island-1.js', isEntry: true, imports: ['_a.js', '_b.js'] },
    '_a.js': { file: 'assets/a-2.js', imports: ['_c.js'] },
    '_b.js': { file: 'assets/b-3.js', imports: ['_c.js'] },
    '_c.js': { file: 'assets/c-4.js' },
    'src/lazy.ts': { file: 'assets/lazy-5.js' },
  };

  it('runs the entry and preloads every chunk it imports, directly or not, once', () => {
    expect(entryScriptTags(manifest, 'src/island.ts')).toEqual([
      '<script type="module" crossorigin src="/assets/island-1.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/a-2.js">',
      '<link rel="modulepreload" crossorigin href="/assets/c-4.js">',
      '<link rel="modulepreload" crossorigin href="/assets/b-3.js">',
    ]);
  });

  it('fails for a name that is not an entry of the build', () => {
    expect(() => entryScriptTags(manifest, 'src/lazy.ts')).toThrow('the build has no entry src/lazy.ts');
    expect(() => entryScriptTags(manifest, 'src/gone.ts')).toThrow('the build has no entry src/gone.ts');
  });
});

describe('plansTemplate', () => {
  it('keeps the list of plans alone, in an inert template', () => {
    const html =
      '<main><h1>Plans</h1><ul class="grid"><li><div data-plan-id="1"><ul><li>x</li></ul></div></li></ul></main>';
    expect(plansTemplate(html, 'plans-template')).toBe(
      '<template id="plans-template"><ul class="grid"><li><div data-plan-id="1"><ul><li>x</li></ul></div></li></ul></template>',
    );
  });

  it('fails when the page drew no plans, or drew them with inline styles', () => {
    expect(() => plansTemplate('<main><p role="status">Loading</p></main>', 'plans-template')).toThrow(
      'the plans page drew no list of plans',
    );
    expect(() =>
      plansTemplate('<ul><li style="color:red"><div data-plan-id="1"></div></li></ul>', 'plans-template'),
    ).toThrow('inline styles');
  });
});

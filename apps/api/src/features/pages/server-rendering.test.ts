import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { assemblePage, pageLanguage, screenFileLinks, type BuildManifest } from './server-rendering.ts';

// The shape of Vite's manifest: source modules and shared chunks, each with its file and what it imports.
const manifest: BuildManifest = {
  'src/app/routes/calculator.tsx': { file: 'assets/calculator-r1.js', imports: ['_shell-s1.js', '_Tabs-t1.js'] },
  'src/app/routes/engineers.tsx': { file: 'assets/engineers-e1.js', imports: ['_shell-s1.js', '_card-c1.js'] },
  '_shell-s1.js': { file: 'assets/shell-s1.js' },
  '_Tabs-t1.js': { file: 'assets/Tabs-t1.js', imports: ['_shell-s1.js', '_card-c1.js'] },
  '_card-c1.js': { file: 'assets/card-c1.js' },
  '_style-x1.css': { file: 'assets/style-x1.css' },
  '../../packages/shared/src/i18n/locales/ar/calculator.json': { file: 'assets/calculator-ar1.js' },
  '../../packages/shared/src/i18n/locales/en/calculator.json': { file: 'assets/calculator-en1.js' },
};
const template = '<head><link data-after-paint="modulepreload" crossorigin href="/assets/shell-s1.js"></head>';
const hrefs = (links: string[]) => links.map((link) => /href="([^"]+)"/.exec(link)?.[1]);

describe("the links announcing a page's screen files", () => {
  it("name the screen's file, every file it imports, and its texts in the page's language, once each", () => {
    const links = screenFileLinks(manifest, [{ module: 'calculator', namespaces: ['calculator'] }], 'ar', template);
    expect(hrefs(links)).toEqual(['/assets/calculator-r1.js', '/assets/Tabs-t1.js', '/assets/card-c1.js', '/assets/calculator-ar1.js']);
    // Fetched after the first paint, as the page's own announcements (main.tsx).
    expect(links[0]).toBe('<link data-after-paint="modulepreload" crossorigin href="/assets/calculator-r1.js">');
  });

  it('leave out what the page announces already, and screens the build does not know', () => {
    const links = screenFileLinks(manifest, [{ module: 'engineers', namespaces: [] }, { module: 'gone', namespaces: ['directory'] }], 'en', template);
    expect(hrefs(links)).toEqual(['/assets/engineers-e1.js', '/assets/card-c1.js']);
    expect(screenFileLinks({}, [{ module: 'calculator', namespaces: ['calculator'] }], 'ar', template)).toEqual([]);
  });
});

describe('a page assembled with user text in it', () => {
  // JavaScript reads these in a replacement string as the text before, after or of the match (issue 39).
  const patterns = ['$`', "$'", '$&', '$$', '$1', '$<name>'];
  const shell = `<!doctype html><html lang="ar" dir="rtl"><head><title>سوق الطاقة</title><meta name="description" content="x" />${'<link rel="stylesheet" href="/a.css">'.repeat(50)}</head><body><div id="root"></div></body></html>`;
  const pageWith = (text: string) =>
    assemblePage(shell, {
      kind: 'page', status: 200, language: 'en', direction: 'ltr', styles: '<style>a{}</style>', screens: [],
      html: `<main><h1>${text}</h1></main>`,
      // As the server writes it (entry-server.tsx): no `<` inside the script element.
      state: JSON.stringify({ search: text }).replace(/</g, '\\u003c'),
      metadata: { status: 200, title: `Panels ${text}`, description: `Cheap ${text}`, canonical: 'https://example.test/products', alternates: {} },
    });

  it.each(patterns)('keeps %s as typed: one document, one root, hydration data that parses', (pattern) => {
    const text = `120${pattern.repeat(49)}`;
    const html = pageWith(text);
    expect(html.match(/<!doctype/gi)).toHaveLength(1);
    expect(html.match(/id="root"/g)).toHaveLength(1);
    const data = /<script type="application\/json" id="ssr-data">([^<]*)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(data)).toEqual({ search: text });
    expect(html).toContain(`<h1>${text}</h1>`);
    expect(html).toContain(`<title>Panels ${text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</title>`);
    // As long as the same page with an S for each $: nothing of the template was copied in.
    expect(html.length).toBe(pageWith(text.replace(/\$/g, 'S')).length);
  });
});

describe("a page's language", () => {
  const asked = (query: Record<string, string>, headers: Record<string, string> = {}) => pageLanguage({ query, headers } as unknown as FastifyRequest);

  it("is the link's ?lang= first, then the toggle's cookie, then the browser's languages, then Arabic", () => {
    expect(asked({ lang: 'en' }, { cookie: 'lang=ar', 'accept-language': 'ar-YE' })).toBe('en');
    expect(asked({}, { cookie: 'lang=en', 'accept-language': 'ar-YE,ar;q=0.9' })).toBe('en');
    expect(asked({}, { cookie: 'lang=ar', 'accept-language': 'en-US,en;q=0.9' })).toBe('ar');
    // A first visit from an English browser is English at once: the app hydrates the page it got.
    expect(asked({}, { 'accept-language': 'en-US,en;q=0.9' })).toBe('en');
    expect(asked({}, { 'accept-language': 'fr-FR,en;q=0.5,ar;q=0.8' })).toBe('ar');
    expect(asked({}, { 'accept-language': 'fr-FR' })).toBe('ar');
    expect(asked({})).toBe('ar');
  });

  it('ignores a ?lang= or cookie it does not speak', () => {
    expect(asked({ lang: 'fr' }, { cookie: 'lang=en' })).toBe('en');
    expect(asked({ lang: 'fr' }, { cookie: 'lang=xx', 'accept-language': 'en' })).toBe('en');
  });
});

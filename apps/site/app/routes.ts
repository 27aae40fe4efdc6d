import { index, layout, prefix, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';

/**
 * The site's pages (docs/product.md §2), in English at the root, under one parent that catches a page's failure.
 * Documents (about, contact, legal, the commercial disclosure, the 404 page) are read, not used: their modules say so
 * in their `handle`, and their pages ship no app. The pages that call the API sit under the query cache's layout, the
 * signed-in ones under the layout that sends a signed-out visitor to the login page. Every path here is prerendered
 * in both languages (react-router.config.ts), the Japanese ones under /ja.
 */
const pages = [
  layout('routes/pages.tsx', [
    index('routes/home.tsx'),
    route('about', 'routes/about.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('legal', 'routes/legal.tsx'),
    route('commercial-disclosure', 'routes/commercial-disclosure.tsx'),
    layout('routes/with-api.tsx', [
      route('plans', 'routes/plans.tsx'),
      route('login', 'routes/login.tsx'),
      route('signup', 'routes/signup.tsx'),
      route('reset-password', 'routes/reset-password.tsx'),
      layout('routes/signed-in.tsx', [
        route('account', 'routes/account.tsx'),
        route('checkout', 'routes/checkout.tsx'),
        route('feedback', 'routes/feedback.tsx'),
      ]),
    ]),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfigEntry[];

/** The same routes under another id: a route id names one route, and the Japanese pages are routes of their own. */
function japanese(entries: RouteConfigEntry[]): RouteConfigEntry[] {
  return entries.map((entry) => ({
    ...entry,
    id: `ja/${entry.id ?? entry.file.replace(/\.tsx$/, '')}`,
    ...(entry.children ? { children: japanese(entry.children) } : {}),
  }));
}

export default [...pages, ...prefix('ja', japanese(pages))] satisfies RouteConfig;

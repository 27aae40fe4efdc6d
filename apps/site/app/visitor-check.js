// Runs before the first paint of every page (inline in <head>, allowed by its hash in the content security
// policy). The pages are prerendered in English for a signed-out visitor; this marks a visitor they were not made
// for, so the page's CSS keeps the wrong parts hidden until the app has rendered them for this visitor (styles.css).
// Its language rule is i18next's detection in docs/product.md §1: ?lng=, then i18nextLng, then the browser.
(function () {
  var html = document.documentElement;
  try {
    var language =
      new URLSearchParams(location.search).get('lng') ||
      localStorage.getItem('i18nextLng') ||
      (navigator.languages && navigator.languages[0]) ||
      navigator.language ||
      '';
    if (/^ja/i.test(language.trim())) html.setAttribute('data-pending-language', 'ja');
    if (localStorage.getItem('token') && localStorage.getItem('user')) html.setAttribute('data-signed-in', '');
  } catch {
    // Storage blocked: the page as prerendered is the best guess.
  }
})();

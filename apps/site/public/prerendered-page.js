// The first script of a page prerendered by scripts/prerender.ts (English, signed out, for its path).
// - When this visitor would see something else (Japanese, signed in, another path that the host
//   answered with this file), it hides the page until the app has rendered, instead of flashing it.
// - The app's scripts (kept inert in <template id="app-scripts">) are requested once the page has
//   painted: evaluating them first would hold the first paint back on a slow phone.
// - Until the app has taken over (src/prerender/hand-over.ts removes data-prerendered), a submitted
//   form would be sent by the browser itself, passwords in the address: it is held back, marked, and
//   submitted again by the app.
// - A checkbox drawn as a button (role="checkbox") does nothing without the app: a click is shown at
//   once and marked (data-pretoggled); the app replays it when it takes over.
(function () {
  var root = document.documentElement;
  var page = root.getAttribute('data-prerendered');
  if (!page) return;
  var stale = true;
  try {
    var path = location.pathname.replace(/\/+$/, '') || '/';
    var wanted = [localStorage.getItem('i18nextLng')].concat(navigator.languages || [navigator.language]);
    var language = wanted.filter(function (tag) {
      return /^(en|ja)\b/i.test(tag || '');
    })[0];
    stale = path !== page || /^ja/i.test(language || '') || !!localStorage.getItem('token');
  } catch {
    // No storage: the app decides; the page stays hidden meanwhile.
  }
  if (stale) root.setAttribute('data-prerendered', 'stale');

  document.addEventListener(
    'submit',
    function (event) {
      if (!root.hasAttribute('data-prerendered')) return;
      event.preventDefault();
      event.target.setAttribute('data-submit-pending', '');
    },
    true,
  );

  document.addEventListener(
    'click',
    function (event) {
      if (!root.hasAttribute('data-prerendered')) return;
      var box = event.target instanceof Element ? event.target.closest('[role="checkbox"]') : null;
      if (!box) return;
      var checked = box.getAttribute('aria-checked') === 'true';
      box.setAttribute('aria-checked', checked ? 'false' : 'true');
      box.setAttribute('data-state', checked ? 'unchecked' : 'checked');
      if (box.hasAttribute('data-pretoggled')) box.removeAttribute('data-pretoggled');
      else box.setAttribute('data-pretoggled', '');
    },
    true,
  );

  function loadApp() {
    var scripts = document.getElementById('app-scripts');
    if (!scripts) return;
    scripts.remove();
    Array.prototype.forEach.call(scripts.content.children, function (inert) {
      var element = document.createElement(inert.localName);
      Array.prototype.forEach.call(inert.attributes, function (attribute) {
        element.setAttribute(attribute.name, attribute.value);
      });
      document.head.appendChild(element);
    });
  }
  // Once the browser reports the first contentful paint (or a frame later, where it cannot).
  function afterFirstPaint(callback) {
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf('paint') < 0) {
      return requestAnimationFrame(function () {
        setTimeout(callback, 0);
      });
    }
    var observer = new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      callback();
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  document.addEventListener('DOMContentLoaded', function () {
    // A hidden page or a background tab has nothing to paint first (and paints nothing).
    if (stale || document.visibilityState !== 'visible') return loadApp();
    afterFirstPaint(loadApp);
    // Whatever happens to the paint (the tab hidden meanwhile), the app comes.
    setTimeout(loadApp, 3000);
  });
})();

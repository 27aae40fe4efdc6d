// The first script of a page prerendered by scripts/prerender.ts (English, signed out, for its path).
// - When this visitor would see something else (Japanese, signed in, another path that the host
//   answered with this file), it hides the page until the app has rendered, instead of flashing it.
// - The app's scripts (kept inert in <template id="app-scripts">) are requested when they are needed: on the
//   visitor's first act (a press, a key, a touch, a focus), once that has ended and been painted; or on a
//   `holostream:load-app` event on the document (the plans page's own script sends it when it cannot show the
//   plans); at once for a page hidden from this visitor. A visit that only reads and follows links fetches no
//   more JavaScript than this file, and the page's own scripts if it has any: kept inert in
//   <template id="page-scripts"> (the plans page's, which draws the plans: src/prerender/plans-island.ts), they are
//   brought to life once the page has painted, for a visitor the page was made for.
// - Until the app has taken over (src/prerender/hand-over.ts removes data-prerendered), a submitted
//   form would be sent by the browser itself, passwords in the address: it is held back, marked, and
//   submitted again by the app.
// - A checkbox drawn as a button (role="checkbox") does nothing without the app: a click is shown at
//   once and marked (data-pretoggled); the app replays it when it takes over.
// - Any other button (the language toggle, the phone menu, the demo video's play button) does nothing
//   without the app either: a press is marked with its turn (data-prepressed="1 3", shown as busy by the
//   stylesheet), the app is requested once that is painted, and the app replays the presses in their order when
//   it takes over.
// - From the moment the app starts hydrating (main.tsx sets data-app-listening) until it has taken over, a press
//   on a button is kept from React (which would hydrate everything left at once to answer it) and marked the
//   same way; checkboxes, forms and fields are React's from then on. Nothing is replayed twice.
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

  // A plain button (not a checkbox, not a form's submit, not disabled) under the event, or null.
  function plainButton(event) {
    var target = event.target instanceof Element ? event.target : null;
    var button = target ? target.closest('button') : null;
    if (!button || button.disabled || button.getAttribute('role') === 'checkbox') return null;
    // A submit button submits its form: the submit is held back above.
    return button.type === 'submit' && button.form ? null : button;
  }
  // While the app hydrates, React, hearing a press on a part not yet hydrated, hydrates the whole rest at once
  // before answering it (85–180 ms on /plans at 4× slower CPU). A press on a button then goes no further than here:
  // it is marked like the ones before, and the app presses it again when it has taken over.
  var hydrating = function () {
    return root.hasAttribute('data-prerendered') && root.hasAttribute('data-app-listening');
  };
  ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'focusin'].forEach(function (type) {
    document.addEventListener(
      type,
      function (event) {
        if (hydrating() && plainButton(event)) event.stopPropagation();
      },
      true,
    );
  });

  var presses = 0;
  document.addEventListener(
    'click',
    function (event) {
      if (!root.hasAttribute('data-prerendered')) return;
      if (hydrating()) {
        var pressed = plainButton(event);
        if (!pressed) return;
        event.stopPropagation();
        return markPress(pressed);
      }
      var target = event.target instanceof Element ? event.target : null;
      var box = target ? target.closest('[role="checkbox"]') : null;
      if (box) {
        var checked = box.getAttribute('aria-checked') === 'true';
        box.setAttribute('aria-checked', checked ? 'false' : 'true');
        box.setAttribute('data-state', checked ? 'unchecked' : 'checked');
        if (box.hasAttribute('data-pretoggled')) box.removeAttribute('data-pretoggled');
        else box.setAttribute('data-pretoggled', '');
        return;
      }
      var button = plainButton(event);
      if (!button) return;
      markPress(button);
      loadAppAfterPaint();
    },
    true,
  );
  function markPress(button) {
    presses += 1;
    var turns = button.getAttribute('data-prepressed');
    button.setAttribute('data-prepressed', turns ? turns + ' ' + presses : String(presses));
  }

  // Brings the inert script tags of <template id="…"> to life, once.
  function bring(id) {
    var scripts = document.getElementById(id);
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
  function loadApp() {
    bring('app-scripts');
  }
  // After the frame that answers a press is painted: the app's scripts, evaluated at once, held that paint back
  // (a press took 100–270 ms to show on a phone at 4× slower CPU). A task queued from that frame's callback still
  // ran before the frame was shown often enough (a press 104–120 ms in 3 of 16): from the next frame's callback,
  // the frame is on screen. A hidden page paints no frame: at once.
  function loadAppAfterPaint() {
    if (document.visibilityState !== 'visible') return loadApp();
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(loadApp, 0);
      });
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
  function onIntent() {
    var acts = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'holostream:load-app'];
    function act(event) {
      // A link works without the app: following it loads another page, not this one's app.
      var target = event.target instanceof Element ? event.target : null;
      if (event.type === 'pointerdown' || event.type === 'touchstart' || event.type === 'focusin') {
        if (target && target.closest('a[href]')) return;
      }
      acts.forEach(function (type) {
        document.removeEventListener(type, act, true);
      });
      if (event.type === 'holostream:load-app') return loadAppAfterPaint();
      // A press is one interaction from its pointerdown to its click (a key's, from keydown to keyup): the app
      // evaluated in between held the answer back (an 80 ms tap on the play button answered in 120–210 ms at 4×
      // slower CPU; fetching it meanwhile with modulepreload, compiled on arrival, did too). It is requested once
      // the press has ended and been painted; a press held long, or a focus with no press behind it, after 500 ms.
      // A tap's click can come a frame after its touchend: the click (or a cancel, a key's keyup) ends it.
      var ends = ['click', 'pointercancel', 'touchcancel', 'keyup'];
      var timer = setTimeout(end, 500);
      function end() {
        clearTimeout(timer);
        ends.forEach(function (type) {
          document.removeEventListener(type, end, true);
        });
        loadAppAfterPaint();
      }
      ends.forEach(function (type) {
        document.addEventListener(type, end, true);
      });
    }
    acts.forEach(function (type) {
      document.addEventListener(type, act, true);
    });
  }
  document.addEventListener('DOMContentLoaded', function () {
    // A hidden page or a background tab has nothing to paint first (and paints nothing).
    if (stale || document.visibilityState !== 'visible') return loadApp();
    onIntent();
    // The page's own scripts (<template id="page-scripts">: the plans page's cards, src/prerender/plans-island.ts),
    // once the page has painted: fetched and evaluated first, they held the first paint back (FCP 1.1 → 2.1 s in
    // Lighthouse's phone). Whatever happens to the paint (the tab hidden meanwhile), they come.
    if (!document.getElementById('page-scripts')) return;
    var bringPageScripts = function () {
      bring('page-scripts');
    };
    afterFirstPaint(bringPageScripts);
    setTimeout(bringPageScripts, 3000);
  });
})();

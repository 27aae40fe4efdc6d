// Runs first in <head> of every page (inline, allowed by its hash in the content security policy), before anything
// is painted. Each language has its own prerendered address (/plans, /ja/plans; app/language.ts); this script makes
// the page the visitor's before the app has loaded, and does for a page without the app what little it needs:
// - An address without a language follows docs/product.md §1's detection (the stored i18nextLng, then the browser):
//   a Japanese visitor goes on to the Japanese address at once. An older link's ?lng= is a choice, and stored. A server
//   that knows the rule (npm start's, the nginx example) has sent them there already, by the cookie the choice is
//   kept in too and the browser's Accept-Language: one round trip instead of a page.
// - A stored session marks <html data-signed-in>, so the header shows Account and Log out (styles.css).
// - The reset page opened without a token marks <html data-no-reset-token>: it says so before the app has loaded.
// - A language link pressed stores the choice, so the address without a language follows it later.
// - On a page without the app (a document), Log out ends the session here and tells the server, and the home page's
//   play button puts the demo player in place.
(function () {
  var html = document.documentElement;
  var JAPANESE = /^\/ja(\/|$)/;
  var path = location.pathname;
  var store = function (key, value) {
    try {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
    } catch {
      // Storage blocked: the page still works, without remembering.
    }
  };
  var read = function (key) {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  var isJapanese = function (code) {
    return /^ja/i.test((code || '').trim());
  };
  // The choice, also as a cookie for the server's redirect.
  var choose = function (language) {
    store('i18nextLng', language);
    var secure = location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = 'i18nextLng=' + language + '; Path=/; Max-Age=31536000; SameSite=Lax' + secure;
  };
  var chosen = read('i18nextLng');
  // The stored choice is the one that counts (docs/product.md §1); its cookie copy follows it (a browser may have
  // dropped the cookie, as Safari does after a week).
  var chosenCode = chosen ? (isJapanese(chosen) ? 'ja' : 'en') : null;
  if (chosenCode && document.cookie.indexOf('i18nextLng=' + chosenCode) < 0) choose(chosenCode);

  var query = new URLSearchParams(location.search);
  var asked = query.get('lng');
  var japanesePage = JAPANESE.test(path);
  var wanted;
  if (asked !== null) {
    wanted = isJapanese(asked);
    choose(wanted ? 'ja' : 'en');
    query.delete('lng');
  } else if (!japanesePage) {
    wanted = isJapanese(chosen || (navigator.languages && navigator.languages[0]) || navigator.language);
  } else {
    // A Japanese address is the visitor's unless the server sent them there from the browser's languages alone (its
    // cookie copy of the choice was gone): then the stored choice wins, in one more step.
    var arrival =
      window.performance && performance.getEntriesByType ? performance.getEntriesByType('navigation')[0] : null;
    wanted = !(arrival && arrival.redirectCount > 0 && chosenCode === 'en');
  }
  // A path of this site only (the app's sameSitePath): /ja//x would otherwise become //x, another host.
  var here = function (address) {
    return /^\/(?![/\\])/.test(address) && new URL(address, location.origin).origin === location.origin;
  };
  if (wanted !== japanesePage) {
    var english = japanesePage ? path.replace(JAPANESE, '/') : path;
    var target = wanted ? '/ja' + (english === '/' ? '' : english) : english;
    var rest = query.toString();
    html.setAttribute('data-leaving', '');
    // Nothing more of this page (its styles, the app's module preloads) takes the line from the page it goes to.
    window.stop();
    target += (rest ? '?' + rest : '') + location.hash;
    location.replace(here(target) ? target : '/');
    return;
  }
  if (asked !== null) {
    var kept = query.toString();
    var stay = path + (kept ? '?' + kept : '') + location.hash;
    if (here(stay)) history.replaceState(history.state, '', stay);
  }

  if (read('token') && read('user')) html.setAttribute('data-signed-in', '');
  if (/\/reset-password\/?$/.test(path) && !(query.get('token') || '').trim())
    html.setAttribute('data-no-reset-token', '');

  // A page without the app prints the visitor's current year itself; the HTML has none (layout/use-current-year.ts).
  if (html.hasAttribute('data-document')) {
    document.addEventListener('DOMContentLoaded', function () {
      var year = document.querySelector('[data-current-year]');
      if (year && !year.textContent) year.textContent = String(new Date().getFullYear());
    });
  }

  document.addEventListener(
    'click',
    function (event) {
      var target = event.target instanceof Element ? event.target : null;
      var link = target && target.closest('a[data-language-switch]');
      if (link) {
        choose(link.getAttribute('hreflang'));
        // Before the app: the other language's page keeps the address's query and fragment (a reset link's token),
        // as the app's link does.
        if (!html.hasAttribute('data-hydrated'))
          link.setAttribute('href', link.pathname + location.search + location.hash);
      }
      // On a page without the app (the home page is a document), the demo player comes from the page's template.
      var play = target && target.closest('[data-play-video]');
      if (play && !html.hasAttribute('data-hydrated')) {
        var box = play.closest('[data-video]');
        var template = box && box.querySelector('template');
        var placeholder = play.closest('[data-video-placeholder]');
        if (template && placeholder) {
          placeholder.replaceWith(template.content.cloneNode(true));
          var frame = box.querySelector('iframe');
          if (frame) frame.focus();
        }
      }
      var logout = target && target.closest('[data-logout]');
      // With the app, its own logout runs (it follows the session in every tab).
      if (!logout || html.hasAttribute('data-hydrated')) return;
      var token = read('token');
      store('token', null);
      store('user', null);
      store('holostream:logged-out', String(Date.now()));
      store('holostream:logged-out', null);
      try {
        for (var index = sessionStorage.length - 1; index >= 0; index -= 1) {
          var key = sessionStorage.key(index);
          if (key && /^holostream:(draft|attempt):/.test(key)) sessionStorage.removeItem(key);
        }
      } catch {
        // Nothing to forget.
      }
      html.removeAttribute('data-signed-in');
      if (!token) return;
      // docs/product.md §4: the server is told. Until it has heard it (2xx, or 401: over already), the logout stays
      // pending (the app sends it again when it starts or the browser is back online: pending-logout.ts).
      var PENDING = 'holostream:pending-logout';
      var pending = function () {
        try {
          var list = JSON.parse(read(PENDING) || '[]');
          return Array.isArray(list) ? list : [];
        } catch {
          return [];
        }
      };
      store(PENDING, JSON.stringify(pending().concat([token])));
      fetch((html.getAttribute('data-api') || '') + '/v1/user/logout', {
        method: 'POST',
        headers: { Authorization: 'Bearer ' + token },
        keepalive: true,
        // A redirect is never followed with the token.
        redirect: 'error',
      }).then(
        function (answer) {
          if (!answer.ok && answer.status !== 401) return;
          var rest = pending().filter(function (other) {
            return other !== token;
          });
          store(PENDING, rest.length ? JSON.stringify(rest) : null);
        },
        function () {},
      );
    },
    true,
  );
})();

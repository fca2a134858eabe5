/* global localStorage, requestAnimationFrame */
/*
 * Runs before the first paint (a plain script in <head>).
 *
 * 1. index.html holds the app's default answer, prerendered at build time. A visit that may
 *    start from another state (a link in the address, stored settings or a session, a Japanese
 *    browser) hides it until the app has drawn its own, so no wrong answer is ever on screen.
 *    src/main.tsx removes the class.
 * 2. The built page lists the app's scripts in <meta name="app-scripts"> (the entry first, then
 *    the modules it imports): they are loaded once the page has painted, so the first paint
 *    does not wait for them. The dev server's page has its script tag instead.
 */
(function () {
  var PRELOADS_PER_TASK = 4;
  var pending = location.hash.length > 1 || location.search.length > 1;
  try {
    for (var i = 0; !pending && i < localStorage.length; i++) {
      if (String(localStorage.key(i)).indexOf('oci-storage-planner/') === 0) pending = true;
    }
  } catch {
    pending = true;
  }
  var langs = navigator.languages || [navigator.language];
  for (var j = 0; !pending && j < langs.length; j++) if (/^ja\b/i.test(String(langs[j]))) pending = true;
  if (pending) document.documentElement.classList.add('boot-pending');

  function load() {
    var meta = document.querySelector('meta[name="app-scripts"]');
    if (!meta) return;
    var urls = meta.getAttribute('content').split(' ');
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = urls[0];
    document.head.appendChild(script);
    // The modules the entry imports (its stages, src/main.tsx), announced a few per task, so
    // that starting dozens of preloads never makes one long task.
    var next = 1;
    function preloadSome() {
      for (var end = Math.min(next + PRELOADS_PER_TASK, urls.length); next < end; next++) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = urls[next];
        document.head.appendChild(link);
      }
      if (next < urls.length) setTimeout(preloadSome, 0);
    }
    preloadSome();
  }
  // After the first paint: the frame after the document is parsed (a hidden tab draws no
  // frames, so a timer starts the app there).
  var started = false;
  function start() {
    if (started) return;
    started = true;
    load();
  }
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
    setTimeout(start, 250);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint);
  else afterPaint();
})();

// Early discovery, before the shell's main.js (the largest file) has arrived and run: remotes.json,
// the manifest of the remote that owns this page, and preloads of its entry and parcel files, so
// they download beside main.js instead of one after another behind it. A plain script (no
// federation runtime, no shared modules); the shell reuses what it fetched (src/remotes/early.ts).
// It only warms: whatever it misses, the shell loads itself.
//
// The build writes it, minified, into index.html after the boot bar (`<script data-base>`, the
// portal's base path), and both servers' script policy allows it by its SHA-256, read from the
// deployed HTML (shared/preview/src/deployed-policy.ts). Inline, it runs while the HTML is parsed
// and is not one more request at the page's start (as a file it was the sixth at once; the time to
// home's heading measured the same either way on 2 cores, which the page's CPU work bounds).
//
// It also starts the shell. index.html only preloads the shell's entry scripts (`data-portal-start`);
// they run once this script has asked for the page's remote files, on a page no remote claims at
// once, and at the latest START_LIMIT_MS after this script ran (a slow or failed manifest). Run
// before, their long first task held the answers that ask for those files back behind it.
//
// Where the first view waits for an API call, it also preloads the shell's signed client (ky and
// the signing, named by <meta name="portal-signed-client">): on a stored session (the shell's guard
// calls at once) and on a page whose claim says `firstCall`. Elsewhere that client loads with the
// page's first call, after its first paint.
(function () {
  'use strict';
  // FIRST_VIEW_WAITS.shellStartMs of @portal/ui's first-view module (a plain script: the value is copied; src/earlyStart.test.ts keeps the two equal).
  var START_LIMIT_MS = 150;
  var started = false;
  function startShell() {
    if (started) return;
    started = true;
    var links = document.querySelectorAll('link[rel="preload"][data-portal-start]');
    for (var i = 0; i < links.length; i++) {
      var tag = document.createElement('script');
      tag.src = links[i].href;
      // In document order, as deferred scripts would run.
      tag.async = false;
      document.head.appendChild(tag);
    }
  }
  var script = document.currentScript;
  if (!script || typeof fetch !== 'function' || typeof Map !== 'function') return startShell();
  var clientMeta = document.querySelector('meta[name="portal-signed-client"]');
  var clientFiles = ((clientMeta && clientMeta.getAttribute('content')) || '').split(' ').filter(Boolean);
  var clientAsked = false;
  function preloadClient() {
    if (clientAsked) return;
    clientAsked = true;
    clientFiles.forEach(function (file) {
      preload(new URL(file, window.location.href).href, 'script');
    });
  }
  // @portal/core's stored token (STORAGE_KEYS.token): whatever its value, the guard will call.
  try {
    if (window.localStorage.getItem('portal.authorization')) preloadClient();
  } catch {
    // No storage (a privacy mode): the shell finds no session either.
  }
  setTimeout(startShell, START_LIMIT_MS);
  // The portal's base path (`/cWeb`): the folder of remotes.json and the shell's files.
  var base = new URL((script.getAttribute('data-base') || '') + '/', window.location.href);
  var basePath = base.pathname.replace(/\/$/, '');
  var here = window.location.pathname;
  var path = here === basePath ? '/' : here.indexOf(basePath + '/') === 0 ? here.slice(basePath.length) : undefined;
  var remotesUrl = new URL('remotes.json', base).href;
  // The default cache mode and cors mode, as the shell asks: it takes index.html's preload.
  var remotes = fetch(remotesUrl).then(function (response) {
    if (!response.ok) throw new Error(remotesUrl + ' answered ' + response.status);
    return response.json();
  });
  var early = { remotesUrl: remotesUrl, remotes: remotes, manifests: new Map() };
  window[Symbol.for('portal.early')] = early;
  if (path === undefined) return startShell();

  // The same rule as @portal/core's matchClaim (longest claimed prefix, segment-wise): a wrong
  // guess here only wastes a preload.
  function claims(prefix) {
    if (prefix === '/') return true;
    var p = prefix.charAt(prefix.length - 1) === '/' ? prefix.slice(0, -1) : prefix;
    return path === p || path.indexOf(p + '/') === 0;
  }
  // A pinned file (remotes.json's `integrity`, the manifest's list: see src/remotes/integrity.ts)
  // is preloaded with its hash and in CORS mode, as its <script> or <link> will ask for it.
  function preload(href, as, integrity) {
    var link = document.createElement('link');
    link.setAttribute('rel', 'preload');
    link.setAttribute('as', as);
    link.setAttribute('href', href);
    if (integrity) {
      link.setAttribute('integrity', integrity);
      link.setAttribute('crossorigin', 'anonymous');
    }
    document.head.appendChild(link);
  }

  remotes
    .then(function (json) {
      var best;
      (json.remotes || []).forEach(function (remote) {
        (remote.routes || []).forEach(function (claim) {
          if (typeof claim.prefix === 'string' && claims(claim.prefix) && (!best || claim.prefix.length > best.prefix.length)) best = { remote: remote, prefix: claim.prefix, claim: claim };
        });
      });
      if (!best || typeof best.remote.entry !== 'string') return undefined;
      if (best.claim.firstCall === true) preloadClient();
      var manifestUrl = new URL(best.remote.entry, window.location.href).href;
      var pinned = best.remote.integrity || {};
      // As the federation runtime asks for it; the shell's runtime plugin hands it this answer.
      var manifest = fetch(manifestUrl, pinned.manifest ? { integrity: pinned.manifest } : {});
      early.manifests.set(manifestUrl, manifest);
      return manifest.then(function (response) {
        if (!response.ok) return;
        return response
          .clone()
          .json()
          .then(function (m) {
            // The files of its `./parcel` (as the shell's parcelFiles reads them).
            var meta = m.metaData || {};
            var publicPath = meta.publicPath;
            var at = new URL(publicPath && publicPath !== 'auto' ? publicPath : '.', manifestUrl);
            var entry = meta.remoteEntry || {};
            var parcel = (m.exposes || []).filter(function (e) {
              return e.name === 'parcel';
            })[0];
            var assets = (parcel && parcel.assets) || {};
            var hashes = (pinned.manifest && m.integrity) || {};
            // The federation runtime need not work these files out again (src/remotes/early.ts).
            early.preloadedRemote = early.warmed = best.remote.name;
            if (entry.name) preload(new URL([entry.path, entry.name].filter(Boolean).join('/'), at).href, 'script', pinned.manifest && pinned.remoteEntry);
            ((assets.js && assets.js.sync) || []).forEach(function (file) {
              preload(new URL(file, at).href, 'script', hashes[file]);
            });
            ((assets.css && assets.css.sync) || []).forEach(function (file) {
              preload(new URL(file, at).href, 'style', hashes[file]);
            });
          });
      });
    })
    .catch(function () {})
    .then(startShell);
})();

// Offline cache for the whole site. The build fills in the cache name (a hash of every
// file) and the precache list, so a new version gets a new cache and old ones are dropped.
//
// Every file is downloaded once. A first visit does not wait for the whole list: this
// worker takes control at once, keeps each file the page fetches as it boots, and fetches
// the rest only when the page, ready, asks for it ("complete"). A new version, installing
// beside a cached one, fetches its whole list before it takes over, so the site stays
// whole offline.
const CACHE = "__CACHE_NAME__";
const PRECACHE = __PRECACHE__;

// Revalidate with the server: a new version never caches an old file from the HTTP cache.
const fresh = (url) => new Request(url, { cache: "no-cache" });

async function complete() {
  const cache = await caches.open(CACHE);
  const held = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
  const missing = PRECACHE.filter((url) => !held.has(new URL(url, self.location).pathname));
  await cache.addAll(missing.map(fresh));
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => (keys.some((k) => k.startsWith("potions-") && k !== CACHE) ? complete() : null))
      .then(() => self.skipWaiting())
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("potions-") && k !== CACHE)
        .map((k) => caches.delete(k))))
      .then(() => self.clients.claim())
  );
});

self.addEventListener("message", (event) => {
  if (event.data !== "complete") return;
  const source = event.source;
  event.waitUntil(
    complete()
      .then(() => source.postMessage({ offline: true }))
      .catch((error) => source.postMessage({ offline: false, error: String(error) }))
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) {
    return;
  }
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      const hit = await cache.match(request, { ignoreSearch: true });
      if (hit) return hit;
      const response = await fetch(request);
      if (response.ok) cache.put(request, response.clone());
      return response;
    })
  );
});

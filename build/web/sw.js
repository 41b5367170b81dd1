"use strict";
// Mercado's service worker: it keeps the game's files so that the page starts and plays
// with no network after the first visit. Each version has its own cache, named after the
// build's version; a new version fills its cache while the old one still plays, takes
// over at once, and deletes the old caches. build/pack fills in CACHE and FILES.
const CACHE = {{CACHE}};
const FILES = {{FILES}};
// The game as the page compiles it: unpacked from the compressed copy as it arrives,
// here, and kept as a response of its own with the type WebAssembly wants. The page
// fetches it through this worker and hands the response, with its address, straight to
// WebAssembly.instantiateStreaming; Chromium then keeps the compiled code beside it in
// this cache, and the visits after the one that first compiles it, even in a new
// browser session, skip most of the compiling. The first visit does not wait for this
// worker: it compiles the game as it arrives and registers the worker once the game runs
// (index.html), so the second visit is the first to compile this copy.
const PACKED = "mercado.wasm.gz";
const WASM = "mercado.wasm";

// keepGame fetches the compressed game once and keeps it twice: as it came (the page's
// way where a browser cannot unpack) and unpacked, as the page compiles it.
async function keepGame(cache) {
  const res = await fetch(new Request(PACKED, { cache: "no-cache" }));
  if (!res.ok) throw new Error(PACKED + ": " + res.status + " " + res.statusText);
  if (!("DecompressionStream" in self)) {
    await cache.put(PACKED, res);
    return;
  }
  const [packed, unpacking] = res.body.tee();
  await Promise.all([
    cache.put(PACKED, new Response(packed, { headers: res.headers })),
    cache.put(WASM, new Response(unpacking.pipeThrough(new DecompressionStream("gzip")), { headers: { "Content-Type": "application/wasm" } })),
  ]);
}

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // "no-cache" asks the server whether a file changed, so the browser's own HTTP cache
    // never hands an old version's file to the new cache.
    await Promise.all([
      keepGame(cache),
      cache.addAll(FILES.filter((f) => f !== PACKED).map((f) => new Request(f, { cache: "no-cache" }))),
    ]);
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith("mercado-") && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

// The game's files come from the cache; anything else (or a file the cache lacks) from
// the network, as usual.
self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET" || new URL(req.url).origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const hit = await cache.match(req, { ignoreSearch: true });
    return hit || fetch(req);
  })());
});

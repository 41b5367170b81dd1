"use strict";
// Mercado's service worker: it keeps the game's files so that the page starts and plays
// with no network after the first visit. Each version has its own cache, named after the
// build's version; a new version fills its cache while the old one still plays, takes
// over at once, and deletes the old caches. build/pack fills in CACHE and FILES.
const CACHE = {{CACHE}};
const FILES = {{FILES}};
// The game as the page compiles it: unpacked from the compressed copy once, here, and
// kept as a response of its own with the type WebAssembly wants. The page hands this
// response, with its address, straight to WebAssembly.instantiateStreaming, so Chromium
// keeps the compiled code beside it and a later visit does not compile the game again.
const WASM = "mercado.wasm";

// unpackedGame is the game unpacked from the compressed copy in cache.
async function unpackedGame(cache) {
  const gz = await cache.match("mercado.wasm.gz");
  if (!gz || !("DecompressionStream" in self)) return null;
  const body = gz.body.pipeThrough(new DecompressionStream("gzip"));
  return new Response(await new Response(body).blob(), { headers: { "Content-Type": "application/wasm" } });
}

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // "no-cache" asks the server whether a file changed, so the browser's own HTTP cache
    // never hands an old version's file to the new cache.
    await cache.addAll(FILES.map((f) => new Request(f, { cache: "no-cache" })));
    const game = await unpackedGame(cache);
    if (game) await cache.put(WASM, game);
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

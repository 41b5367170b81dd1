"use strict";
// Mercado's service worker: it keeps the game's files so that the page starts and plays
// with no network after the first visit. Each version has its own cache, named after the
// build's version; a new version fills its cache while the old one still plays, takes
// over at once, and deletes the old caches. build/pack fills in CACHE and FILES.
const CACHE = {{CACHE}};
const FILES = {{FILES}};

// UNPACKED is the game unpacked from the kept mercado.wasm.gz, kept as a response of its
// own with its type. The page streams it from here to the compiler (index.html): the
// browser keeps the compiled code of a real response (one it fetched, with a URL), and
// the next visit, also in a new browser session, compiles next to nothing.
const UNPACKED = "mercado.wasm";

async function keepUnpacked(cache) {
  const packed = await cache.match("mercado.wasm.gz");
  if (!packed || typeof DecompressionStream === "undefined") return;
  const body = packed.body.pipeThrough(new DecompressionStream("gzip"));
  await cache.put(UNPACKED, new Response(body, { headers: { "Content-Type": "application/wasm" } }));
}

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // "no-cache" asks the server whether a file changed, so the browser's own HTTP cache
    // never hands an old version's file to the new cache.
    await cache.addAll(FILES.map((f) => new Request(f, { cache: "no-cache" })));
    try {
      await keepUnpacked(cache);
    } catch (e) {
      console.warn("the game is kept packed only:", e); // the page then fetches the plain one
    }
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

/**
 * GET /sw.js — the lite app's service worker. It keeps one thing, the offline page, and answers a
 * page navigation with it only when the network fails. Nothing else is cached: no member's page,
 * balance or message ever lands in the browser's cache storage.
 */
const SCRIPT = `'use strict';
const CACHE = 'offline-v1';
const OFFLINE = '/offline.html';
self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.add(new Request(OFFLINE, { cache: 'reload' }))).then(() => self.skipWaiting()));
});
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key)))).then(() => self.clients.claim()),
  );
});
self.addEventListener('fetch', (event) => {
  if (event.request.mode !== 'navigate') return;
  event.respondWith(fetch(event.request).catch(() => caches.open(CACHE).then((cache) => cache.match(OFFLINE))));
});
`;

export function GET() {
  return new Response(SCRIPT, {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache', 'Service-Worker-Allowed': '/' },
  });
}

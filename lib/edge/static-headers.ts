// Security headers that depend on no configuration: next.config.ts sends them with every answer
// (static files included), proxy.ts with pages and BFF answers (lib/edge/security-headers.ts).

export const PERMISSIONS_POLICY = [
  'accelerometer=()', 'autoplay=()', 'bluetooth=()', 'browsing-topics=()', 'camera=()', 'display-capture=()',
  'encrypted-media=()', 'fullscreen=(self)', 'gamepad=()', 'geolocation=()', 'gyroscope=()', 'hid=()',
  'idle-detection=()', 'local-fonts=()', 'magnetometer=()', 'microphone=()', 'midi=()', 'payment=()',
  'picture-in-picture=()', 'publickey-credentials-get=()', 'screen-wake-lock=()', 'serial=()', 'sync-xhr=()',
  'usb=()', 'web-share=(self)', 'xr-spatial-tracking=()', 'clipboard-write=(self)',
].join(', ');

export const STATIC_SECURITY_HEADERS: readonly { key: string; value: string }[] = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
];

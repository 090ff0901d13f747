// A browser's device id: a random value the portal keeps in a long-lived cookie and forwards on every
// platform call, so login risk can be judged per device (a device that has logged in to an account
// before is "known" to it: platform/src/modules/accounts/queries/login-devices.ts) rather than per address alone, which a
// mobile carrier's NAT shares among many members. It proves nothing by itself; the platform keeps
// only its SHA-256.
export const DEVICE_ID_HEADER = 'x-device-id';

/** 16-64 URL-safe characters (the portal draws 24: 144 random bits). */
export const DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/;

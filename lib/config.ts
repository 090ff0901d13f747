import 'server-only';

/** Server-side settings read at run time (never inlined into a client bundle). */
export const serverConfig = {
  get wpsBaseUrl(): string {
    return (process.env.WPS_BASE_URL ?? 'http://127.0.0.1:4000').replace(/\/+$/, '');
  },
  get merchantCode(): string {
    return process.env.MERCHANT_CODE ?? 'DEMO';
  },
  get cipher(): 'aes' | 'tcg' {
    return process.env.WPS_CIPHER === 'tcg' ? 'tcg' : 'aes';
  },
  get isProduction(): boolean {
    return process.env.NODE_ENV === 'production';
  },
};

import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/seo/site-url';

/** Public pages are crawlable; the BFF, member and agent areas are not. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/member', '/agentHome', '/login', '/*/member', '/*/agentHome', '/*/login'] }],
    sitemap: new URL('/sitemap.xml', siteUrl()).toString(),
  };
}

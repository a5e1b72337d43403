/**
 * What search engines read before the pages (ADR 0033): one robots.txt per host, naming the sitemap of
 * each merchant that host serves, and each merchant's sitemap.xml of its home and its visible stores.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BranchesService } from '../modules/branches/service';
import type { Merchant, MerchantsService } from '../modules/merchants/service';
import { originOf, pagePaths } from './page-meta';

/** Pages of nobody's interest to a search engine: the API, carts, accounts, payment steps. */
const DISALLOWED = [
  '/api/',
  '/app/',
  '/*/cart',
  '/*/checkout',
  '/*/login',
  '/*/signup',
  '/*/forgot-password',
  '/*/my-profile',
  '/*/my-points',
  '/*/orders',
  '/*/rewards/',
  '/*/transaction-history',
];

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] as string);

/** Sitemaps and robots.txt change only on an import; crawlers may keep them an hour. */
const CACHE_CONTROL = 'public, max-age=3600';

export async function crawlerFiles(
  app: FastifyInstance,
  opts: { merchants: MerchantsService; branches: BranchesService },
) {
  const hostnameOf = (request: FastifyRequest) => request.hostname.replace(/:\d+$/, '').toLowerCase();

  app.get('/robots.txt', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    const hostMerchant = await opts.merchants.findByHostname(hostnameOf(request));
    // A mapped domain serves its merchant alone (route rule 2); the platform's host serves every merchant
    // without a domain of its own (the others' pages are sent to their domains, so are their sitemaps).
    const served = hostMerchant
      ? [hostMerchant.subdomain]
      : (await opts.merchants.directory()).filter((m) => !m.domains.length).map((m) => m.subdomain);
    const origin = originOf(request, null);
    const body = [
      'User-agent: *',
      'Allow: /',
      ...DISALLOWED.map((path) => `Disallow: ${path}`),
      '',
      ...served.map((sub) => `Sitemap: ${origin}${pagePaths.sitemap(sub)}`),
      '',
    ].join('\n');
    return reply.header('Content-Type', 'text/plain; charset=utf-8').header('Cache-Control', CACHE_CONTROL).send(body);
  });

  app.get<{ Params: { subdomain: string } }>(
    '/:subdomain/sitemap.xml',
    { config: { public: true }, schema: { hide: true } },
    async (request, reply) => {
      const notFound = () => reply.status(404).header('Content-Type', 'text/plain; charset=utf-8').send('Not found');
      const hostMerchant = await opts.merchants.findByHostname(hostnameOf(request));
      const sub = request.params.subdomain.toLowerCase();
      if (hostMerchant && hostMerchant.subdomain !== sub) return notFound();
      const merchant: Merchant | null = hostMerchant ?? (await opts.merchants.findBySubdomain(sub));
      if (!merchant) return notFound();
      // As the merchant's pages: a merchant with a mapped domain is read there (route rule 2).
      if (!hostMerchant && merchant.profile.domains.length)
        return reply.redirect(`${originOf(request, merchant)}${pagePaths.sitemap(sub)}`, 302);

      const origin = originOf(request, merchant);
      // Visible stores only: the branch and its brand there both visible, the store entry check's rule.
      const stores = await opts.branches.publicBranches(merchant.id, null);
      const lastmod = merchant.updatedAt.toISOString();
      const urls = [
        `${origin}${pagePaths.home(merchant.subdomain)}`,
        ...stores.map((b) => `${origin}${pagePaths.store(merchant.subdomain, b.uuid, b.brandUuid)}`),
      ];
      const body = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...urls.map((url) => `<url><loc>${xml(url)}</loc><lastmod>${lastmod}</lastmod></url>`),
        '</urlset>',
        '',
      ].join('\n');
      return reply
        .header('Content-Type', 'application/xml; charset=utf-8')
        .header('Cache-Control', CACHE_CONTROL)
        .send(body);
    },
  );
}

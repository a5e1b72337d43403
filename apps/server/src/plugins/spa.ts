/**
 * Serves the built web client on the API's origin. Every page load gets index.html with the
 * merchant's favicon, theme colours and bootstrap JSON already in <head>, so the first paint is in the
 * merchant's colours, and the title and link-preview tags of what the page shows (page-meta.ts), so a
 * shared link previews without any script. Custom domains (route rule 2) are enforced here; robots.txt
 * and the sitemaps are crawler-files.ts'.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { BOOTSTRAP_ELEMENT_ID, type Bootstrap } from '@storefront/contracts/bootstrap';
import type { FeatureBanner } from '@storefront/contracts/design';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { compressPage, pageEncoding } from '../lib/compressed-page';
import { buildPolicy, type InstanceUse, storefrontContributions } from '../lib/content-security-policy';
import { escapeHtml, scriptJson } from '../lib/html';
import type { BranchesService } from '../modules/branches/service';
import type { CatalogService } from '../modules/catalog/service';
import { featureBanners } from '../modules/merchants/banner-links';
import { designOf, layoutOf, type Merchant, type MerchantsService, settingsOf } from '../modules/merchants/service';
import { crawlerFiles } from './crawler-files';
import { type FirstAnswer, firstAnswers, firstCalls, guestOf, menuPicturePreloads } from './first-answers';
import { firstPaint, firstPaintPreloads } from './first-paint';
import { createPageMeta, metaTags, originOf } from './page-meta';
import { preloadLinks, readManifest, routeChunks } from './route-chunks';

const HEAD_MARK = '<!--app-head-->';
const ROOT = '<div id="root"></div>';
const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8">${HEAD_MARK}</head><body>${ROOT}<p>The web client is not built yet: run <code>npm run build</code>.</p></body></html>`;

type MapTiles = { tileUrl: string; attribution: string };

/** What one page's head carries besides the merchant. */
type PageHead = {
  hostMerchant: string | null;
  map: MapTiles | undefined;
  styleNonce: string;
  /** The page's title and link-preview tags (page-meta.ts), or for a page of no merchant its title alone. */
  metaHtml: string;
  /** Home's feature banners, as POST get-design answers them. */
  banners: FeatureBanner[];
  /** The API's answers to the screen's first calls (first-answers.ts). */
  answers: FirstAnswer[];
};

function head(merchant: Merchant | null, page: PageHead): string {
  const bootstrap: Bootstrap = {
    merchant: merchant
      ? {
          token: merchant.token,
          settings: settingsOf(merchant),
          design: designOf(merchant),
          layout: layoutOf(merchant),
          feature_banner: page.banners,
          favicon: merchant.profile.design.favicon ?? null,
        }
      : null,
    host_merchant: page.hostMerchant,
    ...(page.answers.length ? { first_answers: page.answers } : {}),
    ...(page.map ? { map: { tile_url: page.map.tileUrl, attribution: page.map.attribution } } : {}),
  };
  const design = merchant?.profile.design;
  return [
    page.metaHtml,
    design?.favicon ? `<link rel="icon" href="${escapeHtml(design.favicon)}">` : '',
    `<meta name="theme-color" content="${escapeHtml(design?.main_color ?? '#ff8a00')}">`,
    // The nonce lets this element past the policy; the client hands it on to the styles it injects (main.tsx).
    `<style id="merchant-theme" nonce="${page.styleNonce}">:root{--main-color:${design?.main_color ?? '#ff8a00'};--button-text-color:${design?.button_text_color ?? '#fff'}}</style>`,
    `<script id="${BOOTSTRAP_ELEMENT_ID}" type="application/json">${scriptJson(bootstrap)}</script>`,
  ]
    .filter(Boolean)
    .join('');
}

/**
 * The top-level legal pages (spec §2, outside the layout): the client shows the last visited merchant's
 * page or a short page, so they are pages of their own, not the 404 page. Their titles name them.
 */
const TOP_LEVEL_PAGES = new Map([
  ['terms-of-use', 'Terms of Use'],
  ['privacy-policy', 'Privacy Policy'],
]);

/** Paths that name no merchant: they render without one. */
const MERCHANTLESS = new Set(['', '404', 'app', ...TOP_LEVEL_PAGES.keys()]);

/** '/terms-of-use' itself (a trailing slash allowed), not a path beneath it. */
const isTopLevel = (pathname: string) => /^\/[^/]+\/?$/.test(pathname);

export async function spa(
  app: FastifyInstance,
  opts: {
    webDist: string;
    merchants: MerchantsService;
    /** For what a page shows (its title and link preview) and the sitemaps: their cached reads only. */
    branches: BranchesService;
    catalog: CatalogService;
    production?: boolean;
    map?: MapTiles | undefined;
    /** PAYMONGO_API_URL when PayMongo is configured: the card form calls it from the browser. */
    paymongoApiUrl?: string | undefined;
    /** XENDIT_API_URL and XENDIT_JS_URL when Xendit is configured: the card form loads and calls them. */
    xendit?: { apiUrl: string; jsUrl: string } | undefined;
  },
) {
  const instance: InstanceUse = {
    mapTileUrl: opts.map?.tileUrl,
    paymongoApiUrl: opts.paymongoApiUrl,
    xendit: opts.xendit,
  };
  const indexPath = path.join(opts.webDist, 'index.html');
  const built = fs.existsSync(indexPath);
  const cached = built ? fs.readFileSync(indexPath, 'utf8') : NOT_BUILT;
  // In development the client is rebuilt while the server runs: read the page afresh each time.
  const template = () => (opts.production || !built ? cached : fs.readFileSync(indexPath, 'utf8'));
  const builtManifest = readManifest(opts.webDist);
  const manifest = () => (opts.production ? builtManifest : readManifest(opts.webDist));
  if (!built) app.log.warn({ webDist: opts.webDist }, 'web client not built; pages show a notice');

  if (built) {
    // Vite's hashed assets never change: served by wildcard (a rebuild's new files are found) and
    // cached for a year, as the Brotli or gzip copy the build wrote beside each (apps/web/build/
    // precompress.ts) when the browser takes it. The few other files (the favicon) are listed once and revalidated.
    await app.register(fastifyStatic, {
      root: path.join(opts.webDist, 'assets'),
      prefix: '/assets/',
      index: false,
      immutable: true,
      maxAge: '365d',
      preCompressed: true,
    });
    await app.register(fastifyStatic, {
      root: opts.webDist,
      wildcard: false,
      index: false,
      decorateReply: false,
      // robots.txt is written per host (crawler-files.ts): a built one must not shadow it.
      globIgnore: ['assets/**', 'index.html', '.vite/**', 'robots.txt'],
      setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
    });
  }

  await crawlerFiles(app, { merchants: opts.merchants, branches: opts.branches });
  const pageMeta = createPageMeta({ branches: opts.branches, catalog: opts.catalog });

  async function page(request: FastifyRequest, reply: FastifyReply) {
    // Not new URL(request.url, base): a path starting '//' would be read as a host (or fail: '//').
    const url = new URL(`http://x${request.url}`);
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/media/'))
      return reply.status(404).send({ message: `No route for ${request.method} ${url.pathname}` });

    const hostname = request.hostname.replace(/:\d+$/, '').toLowerCase();
    const segment = decodeURIComponent(url.pathname.split('/')[1] ?? '').toLowerCase();
    const hostMerchant = await opts.merchants.findByHostname(hostname);

    // Route rule 2: a mapped domain serves its merchant alone…
    if (hostMerchant && segment !== hostMerchant.subdomain) return reply.redirect(`/${hostMerchant.subdomain}/`, 302);
    const merchant = MERCHANTLESS.has(segment) ? null : await opts.merchants.findBySubdomain(segment);
    // …and a merchant with a mapped domain is always sent there.
    const domain = merchant?.profile.domains[0];
    if (merchant && !hostMerchant && domain) {
      const port = request.host.match(/:(\d+)$/)?.[1];
      return reply.redirect(
        `${request.protocol}://${domain}${port ? `:${port}` : ''}${url.pathname}${url.search}`,
        302,
      );
    }

    const topLevelTitle = isTopLevel(url.pathname) ? TOP_LEVEL_PAGES.get(segment) : undefined;
    const known = merchant !== null || segment === 'app' || topLevelTitle !== undefined;
    const notFoundPage = !known || /\/404\/?$/.test(url.pathname);
    // A fresh nonce per response: a page's styles are ours only if they carry this response's nonce.
    const styleNonce = randomBytes(16).toString('base64');
    const use = merchant
      ? {
          paymentMethods: merchant.profile.store_details.payment_methods,
          imageOrigins: merchant.profile.image_origins,
          analytics: merchant.profile.analytics?.is_enable === true,
        }
      : null;
    const policy = buildPolicy(storefrontContributions(use, instance, styleNonce), {
      https: request.protocol === 'https',
    });
    const metaHtml = merchant
      ? metaTags(await pageMeta(merchant, url.pathname, originOf(request, merchant)), merchant)
      : `<title>${escapeHtml(topLevelTitle ?? 'Page not found')}</title>`;
    const screenPath = `/${url.pathname.split('/').slice(2).join('/')}`;
    const banners = merchant ? await featureBanners(merchant, opts.catalog) : [];
    // Home's top, on Home: not while the merchant is in maintenance (the script goes on to that page).
    const home = screenPath === '/' && !merchant?.profile.settings.maintenance.status ? { banners } : null;
    const answers =
      merchant && !notFoundPage
        ? await firstAnswers(app, merchant.token, firstCalls(screenPath, guestOf(request.headers.cookie)))
        : [];
    const preloads = merchant
      ? firstPaintPreloads(merchant, home) +
        preloadLinks(routeChunks(manifest(), screenPath)) +
        menuPicturePreloads(answers)
      : '';
    // Replaced by functions: in a replacement string, merchant text such as "$&" would be a pattern.
    const html = template()
      .replace(HEAD_MARK, () =>
        head(merchant, {
          hostMerchant: hostMerchant?.subdomain ?? null,
          map: opts.map,
          styleNonce,
          metaHtml,
          banners,
          answers,
        }),
      )
      // After the entry script and its stylesheet (the end of the head): on HTTP/1.1's six connections
      // the entry, which everything waits for, is asked for first.
      .replace('</head>', () => `${preloads}</head>`)
      .replace(ROOT, () => (merchant ? firstPaint(merchant, home) : ROOT));
    reply
      .status(notFoundPage ? 404 : 200)
      .header('Content-Type', 'text/html; charset=utf-8')
      // private: the page may carry a guest's own cart (first answers), never for a shared cache.
      .header('Cache-Control', 'private, no-cache')
      .header('Content-Security-Policy', policy)
      .header('Referrer-Policy', 'strict-origin-when-cross-origin')
      .header('Vary', 'Accept-Encoding');
    const encoding = pageEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(html);
    return reply.header('Content-Encoding', encoding).send(await compressPage(html, encoding));
  }

  app.get('/', { config: { public: true }, schema: { hide: true } }, page);
  app.get('/*', { config: { public: true }, schema: { hide: true } }, page);
}

// Generates merchant files for the scale benchmark (bench/scale.mjs): deterministic (a seeded PRNG, so
// the same size and seed give byte-identical files), valid for the merchant-file schema
// (packages/contracts/src/merchant-config.ts), with design, settings, store details and pages copied
// from merchants/kainan and every image pointing at one small file copied beside each merchant file.
//   node bench/lib/generate-merchants.mjs [demo|medium|large|small-merchants] [--seed 1]
// writes .tmp/bench-scale/<size>/<subdomain>/merchant.json and prints what it wrote.
import fs from 'node:fs';
import path from 'node:path';
import { arg, root } from './server.mjs';

/**
 * Branches and products of each size. Products belong to a brand and are stocked only at that brand's
 * branches (the schema's rule): each branch stocks `perBranch` of its brand's products.
 */
export const SIZES = {
  demo: { merchants: 1, branches: 9, products: 50, brands: 3, categories: 8, perBranch: 50 },
  medium: { merchants: 1, branches: 200, products: 2000, brands: 4, categories: 12, perBranch: 500 },
  large: { merchants: 1, branches: 1000, products: 10000, brands: 4, categories: 16, perBranch: 1000 },
  'small-merchants': { merchants: 200, branches: 9, products: 50, brands: 3, categories: 8, perBranch: 50 },
};

/** mulberry32: a small, fast, seeded PRNG giving numbers in [0, 1). */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Cities branches cluster around: centre, weight (share of branches), province for the address.
const CITIES = [
  ['Makati', 14.5547, 121.0244, 8, 'Metro Manila'],
  ['Taguig', 14.5176, 121.0509, 6, 'Metro Manila'],
  ['Pasig', 14.5764, 121.0851, 5, 'Metro Manila'],
  ['Quezon City', 14.676, 121.0437, 10, 'Metro Manila'],
  ['Manila', 14.5995, 120.9842, 8, 'Metro Manila'],
  ['Mandaluyong', 14.5794, 121.0359, 3, 'Metro Manila'],
  ['San Juan', 14.6019, 121.0355, 2, 'Metro Manila'],
  ['Parañaque', 14.4793, 121.0198, 3, 'Metro Manila'],
  ['Pasay', 14.5378, 121.0014, 3, 'Metro Manila'],
  ['Las Piñas', 14.4445, 120.9939, 2, 'Metro Manila'],
  ['Muntinlupa', 14.4081, 121.0415, 2, 'Metro Manila'],
  ['Caloocan', 14.6507, 120.967, 2, 'Metro Manila'],
  ['Marikina', 14.6507, 121.1029, 2, 'Metro Manila'],
  ['Valenzuela', 14.7011, 120.983, 1, 'Metro Manila'],
  ['Antipolo', 14.5865, 121.1753, 1, 'Rizal'],
  ['Bacoor', 14.4624, 120.9645, 1, 'Cavite'],
  ['Santa Rosa', 14.3122, 121.1114, 1, 'Laguna'],
  ['Calamba', 14.2117, 121.1653, 1, 'Laguna'],
  ['Angeles', 15.145, 120.5887, 1, 'Pampanga'],
  ['Batangas City', 13.7565, 121.0583, 1, 'Batangas'],
  ['Baguio', 16.4023, 120.596, 1, 'Benguet'],
  ['Naga', 13.6218, 123.1948, 1, 'Camarines Sur'],
  ['Legazpi', 13.1391, 123.7438, 1, 'Albay'],
  ['Cebu City', 10.3157, 123.8854, 5, 'Cebu'],
  ['Mandaue', 10.3236, 123.9223, 2, 'Cebu'],
  ['Lapu-Lapu', 10.3103, 123.9494, 1, 'Cebu'],
  ['Iloilo City', 10.7202, 122.5621, 2, 'Iloilo'],
  ['Bacolod', 10.6765, 122.9509, 2, 'Negros Occidental'],
  ['Dumaguete', 9.3068, 123.3054, 1, 'Negros Oriental'],
  ['Tacloban', 11.2443, 125.0039, 1, 'Leyte'],
  ['Puerto Princesa', 9.7392, 118.7353, 1, 'Palawan'],
  ['Davao City', 7.1907, 125.4553, 4, 'Davao del Sur'],
  ['Cagayan de Oro', 8.4542, 124.6319, 2, 'Misamis Oriental'],
  ['Zamboanga City', 6.9214, 122.079, 1, 'Zamboanga del Sur'],
  ['General Santos', 6.1164, 125.1716, 1, 'South Cotabato'],
];
const STREETS = ['Rizal St.', 'Mabini St.', 'Bonifacio Ave.', 'Quezon Blvd.', 'Del Pilar St.', 'Luna St.'];
const PLACES = ['G/F', 'Unit 2', 'Stall 5', 'Kiosk 1', 'Ground Floor', 'Unit 12'];
const BRANDS = ['Lutong Bahay', 'Kape Tayo', 'Sizzling Ihaw', 'Bake Shoppe', 'Noodle Haus', 'Halo-Halo Co'];
const CATEGORIES = [
  'Rice Meals',
  'Soups',
  'Noodles',
  'Merienda',
  'Coffee',
  'Milk Tea',
  'Grills',
  'Desserts',
  'Breakfast',
  'Sandwiches',
  'Salads',
  'Pasta',
  'Drinks',
  'Pastries',
  'Sides',
  'Party Trays',
];
const DISHES = ['Adobo', 'Sinigang', 'Kare-Kare', 'Lechon', 'Pancit', 'Lumpia', 'Tapa', 'Sisig', 'Bulalo', 'Tocino'];
const STYLES = ['Classic', 'Spicy', 'Special', 'Garlic', 'Crispy', 'Sweet', 'Smoky', 'Family'];
const SIZES_2 = ['Regular', 'Large'];
const SIZES_3 = ['Small', 'Medium', 'Large'];
const IMAGE = 'images/item.svg';
const IMAGE_SOURCE = path.join(root, 'merchants/kainan/images/favicon.svg');

const kainan = () => JSON.parse(fs.readFileSync(path.join(root, 'merchants/kainan/merchant.json'), 'utf8'));

/** A copy of `value` with every image reference (image, logo, favicon) pointing at the one image. */
function withOneImage(value) {
  if (Array.isArray(value)) return value.map(withOneImage);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      ['image', 'logo', 'favicon'].includes(k) && typeof v === 'string' ? IMAGE : withOneImage(v),
    ]),
  );
}

const pad = (n, width) => String(n).padStart(width, '0');
const slug = (s) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const pesos = (n) => Math.round(n * 100) / 100;

/** One merchant's configuration (a plain object), from its size's shape and a seed. */
export function merchantConfig({ subdomain, name, shape, seed }) {
  const random = mulberry32(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const between = (lo, hi) => lo + Math.floor(random() * (hi - lo + 1));
  const source = kainan();
  const template = source.branches[0];
  const totalWeight = CITIES.reduce((s, c) => s + c[3], 0);
  const city = () => {
    let r = random() * totalWeight;
    for (const c of CITIES) {
      r -= c[3];
      if (r < 0) return c;
    }
    return CITIES[0];
  };
  const hours = () => {
    const r = random();
    const [opening, closing] =
      r < 0.55
        ? ['00:00', '00:00']
        : r < 0.85
          ? ['07:00', '22:00']
          : r < 0.95
            ? ['10:00', '21:00']
            : ['06:00', '02:00'];
    return Object.fromEntries(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
        d,
        { opening, closing },
      ]),
    );
  };

  const brands = BRANDS.slice(0, shape.brands).map((brandName) => ({
    key: slug(brandName),
    name: brandName,
    description: `${brandName}: Filipino favourites, cooked fresh at every branch.`,
    logo: IMAGE,
  }));
  const categories = CATEGORIES.slice(0, shape.categories).map((categoryName) => ({
    key: slug(categoryName),
    name: categoryName,
    image: IMAGE,
  }));

  // Branches: brand by turns, each near a city (a few km of jitter).
  const width = String(shape.branches).length;
  const branches = [];
  for (let i = 0; i < shape.branches; i++) {
    const brand = brands[i % brands.length];
    const [cityName, lat, long, , province] = city();
    const jitter = () => (random() - 0.5) * 0.06; // about ±3 km
    branches.push({
      key: `${brand.key}-${pad(i + 1, width)}`,
      brand: brand.key,
      name: `${brand.name} - ${cityName} ${i + 1}`,
      address: `${pick(PLACES)}, ${between(1, 999)} ${pick(STREETS)}, Brgy. ${between(1, 200)}, ${cityName}, ${province}`,
      city: cityName,
      contact_number: `+63 917 ${pad(between(0, 999), 3)} ${pad(between(0, 9999), 4)}`,
      lat: Math.round((lat + jitter()) * 1e5) / 1e5,
      long: Math.round((long + jitter()) * 1e5) / 1e5,
      visibility: true,
      brand_visibility: true,
      logistic_types: { deliver_now: true, pickup_now: true, scheduled_delivery: true, scheduled_pickup: true },
      store_hours: hours(),
      delivery_settings: template.delivery_settings,
      pickup_settings: template.pickup_settings,
      max_order: template.max_order,
      delivery_fee: template.delivery_fee,
    });
  }

  // Products: brand by turns; each brand's products stocked in windows over its branches.
  const productWidth = String(shape.products).length;
  const products = [];
  const byBrand = brands.map(() => []);
  for (let i = 0; i < shape.products; i++) {
    const b = i % brands.length;
    const category = categories[Math.floor(random() * categories.length)];
    const price = between(4, 60) * 5;
    const product = {
      key: `p${pad(i + 1, productWidth)}`,
      brand: brands[b].key,
      category: category.key,
      name: `${pick(STYLES)} ${pick(DISHES)} ${category.name.replace(/s$/, '')} ${i + 1}`,
      description: `A ${category.name.toLowerCase()} favourite, made to order.`,
      type: 'simple',
      images: [IMAGE],
    };
    if (random() < 0.5) {
      const sizes = random() < 0.5 ? SIZES_2 : SIZES_3;
      product.type = 'variable';
      product.attributes = [{ name: 'Size', values: sizes }];
      product.variations = sizes.map((size, k) => {
        const variation = { values: [size], price: price + k * 30 };
        if (random() < 0.15) variation.sale_price = pesos((price + k * 30) * 0.9);
        return variation;
      });
    } else {
      product.price = price;
      if (random() < 0.15) product.sale_price = pesos(price * 0.85);
    }
    if (random() < 0.25) {
      product.add_on_categories = Array.from({ length: between(1, 2) }, (_, c) => ({
        key: `extras-${c + 1}`,
        name: c === 0 ? 'Extras' : 'Sauces',
        limit: 2,
        add_ons: Array.from({ length: between(2, 3) }, (_, a) => ({
          key: `extra-${c + 1}-${a + 1}`,
          name: `${c === 0 ? 'Extra' : 'Sauce'} ${a + 1}`,
          price: a === 0 && c === 1 ? 0 : between(1, 8) * 5,
          ...(a === 0 && c === 1 ? { is_free: true } : {}),
        })),
      }));
    }
    product.inventory = [];
    products.push(product);
    byBrand[b].push(product);
  }
  const brandBranches = brands.map((_, b) => branches.filter((_, i) => i % brands.length === b));
  let inventoryRows = 0;
  brands.forEach((_, b) => {
    const list = byBrand[b];
    const at = brandBranches[b];
    const window = Math.min(shape.perBranch, list.length);
    at.forEach((branch, j) => {
      const start = Math.floor((j * list.length) / at.length);
      for (let k = 0; k < window; k++) {
        const product = list[(start + k) % list.length];
        const stock = random() < 0.8 ? 'unlimited' : between(0, 10) === 0 ? 0 : between(5, 500);
        product.inventory.push({ branch: branch.key, stock });
        inventoryRows += product.type === 'variable' ? product.variations.length : 1;
      }
    });
  });
  // The schema wants every product stocked somewhere: one left out of every window goes to its brand's first branch.
  for (const [b, list] of byBrand.entries())
    for (const p of list)
      if (!p.inventory.length) {
        p.inventory.push({ branch: brandBranches[b][0].key, stock: 'unlimited' });
        inventoryRows += p.type === 'variable' ? p.variations.length : 1;
      }
  // Inventory in branch order within each product, so the file reads well.
  const order = new Map(branches.map((br, i) => [br.key, i]));
  for (const p of products) p.inventory.sort((x, y) => order.get(x.branch) - order.get(y.branch));

  const config = {
    subdomain,
    name,
    search_radius_km: source.search_radius_km ?? 8,
    design: withOneImage({
      ...source.design,
      title: name,
      snippet_details: { ...source.design.snippet_details, title: name },
    }),
    settings: source.settings,
    store_details: { ...source.store_details, special_discount: [] },
    pages: source.pages,
    brands,
    categories,
    branches,
    products,
    promo_codes: source.promo_codes.filter((p) => !p.categories && !p.branches).slice(0, 3),
  };
  return { config, inventoryRows };
}

/**
 * Writes the merchant files of `size` under `dir` (default .tmp/bench-scale/<size>); resolves to
 * [{ subdomain, file, branches, products, inventoryRows }], one per merchant.
 */
export function generateMerchants(size, { seed = 1, dir = path.join(root, '.tmp', 'bench-scale', size) } = {}) {
  const shape = SIZES[size];
  if (!shape) throw new Error(`unknown size ${size} (${Object.keys(SIZES).join(', ')})`);
  fs.rmSync(dir, { recursive: true, force: true });
  const written = [];
  for (let m = 0; m < shape.merchants; m++) {
    const subdomain = shape.merchants > 1 ? `shop${pad(m + 1, 3)}` : `scale-${size}`;
    const name = shape.merchants > 1 ? `Shop ${pad(m + 1, 3)}` : `Scale ${size[0].toUpperCase()}${size.slice(1)}`;
    const { config, inventoryRows } = merchantConfig({ subdomain, name, shape, seed: seed * 1000 + m });
    const folder = path.join(dir, subdomain);
    fs.mkdirSync(path.join(folder, 'images'), { recursive: true });
    fs.copyFileSync(IMAGE_SOURCE, path.join(folder, IMAGE));
    const file = path.join(folder, 'merchant.json');
    // Large files without indentation: tens of MB less to write and parse.
    fs.writeFileSync(file, `${JSON.stringify(config, null, shape.products > 100 ? undefined : 2)}\n`);
    written.push({
      subdomain,
      file,
      branches: config.branches.length,
      products: config.products.length,
      inventoryRows,
      bytes: fs.statSync(file).size,
    });
  }
  return written;
}

if (process.argv[1] === import.meta.filename) {
  const size = process.argv[2] ?? 'demo';
  const started = performance.now();
  const written = generateMerchants(size, { seed: arg('seed', 1) });
  const sum = (k) => written.reduce((s, w) => s + w[k], 0);
  console.log(
    `${size}: ${written.length} merchant file(s) in ${path.dirname(path.dirname(written[0].file))}, ` +
      `${sum('branches')} branches, ${sum('products')} products, ${sum('inventoryRows')} inventory rows, ` +
      `${(sum('bytes') / 1e6).toFixed(1)} MB, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

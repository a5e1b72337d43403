/**
 * The storefront as a customer uses it: open a merchant, close its pop-up, open brands, categories,
 * branches and products, page through a menu. Elements are found by role and by the words on screen.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { sessionPopUp, storePath, uuidOf } from './merchants';

export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A URL matcher for toHaveURL: this path exactly (any origin, no query). */
export const urlPath = (path: string) => (url: URL) => url.pathname === path && url.search === '';

export class Storefront {
  /** Merchants whose once-per-session pop-up this tab has already closed. */
  private readonly popUpsClosed = new Set<string>();
  private readonly popUpsWatched = new Set<string>();
  private merchant = '';

  constructor(readonly page: Page) {}

  /**
   * Opens /{merchant}/{path}. Home shows the merchant's pop-up on the first visit of a session: it is
   * waited for and closed, as a customer would, unless `keepPopUp`. Elsewhere the pop-up may still turn
   * up later (the customer clicks Home), so it is closed whenever it gets in the way.
   */
  async open(
    merchant: string,
    path = '',
    { keepPopUp = false, origin }: { keepPopUp?: boolean; origin?: string } = {},
  ) {
    this.merchant = merchant;
    const url = `${origin ?? ''}/${merchant}/${path}`;
    const home = path === '' || path === '/';
    if (!keepPopUp && !home) await this.closePopUpWhenItAppears(merchant);
    // The app shows the pop-up once per browser session: if this session saw it (say, on the Home
    // a sign-up landed on), it will not come again.
    if (await this.popUpSeenThisSession(merchant)) this.popUpsClosed.add(merchant);
    const response = await this.page.goto(url);
    // While the pop-up is open the page behind it is inert: close it before looking at Home.
    if (home && !keepPopUp) await this.dismissPopUp(merchant);
    return response;
  }

  /**
   * Opens a branch's store page by the branch's key in the merchant file (the way a shared link
   * would), or a product's modal over it when `productKey` is given.
   */
  async openStore(
    merchant: string,
    branchKey: string,
    { productKey, origin }: { productKey?: string; origin?: string } = {},
  ) {
    const store = storePath(merchant, branchKey).replace(`/${merchant}/`, '');
    return this.open(merchant, productKey ? `${store}/${uuidOf.product(merchant, productKey)}` : store, { origin });
  }

  /** The merchant's pop-up dialog ('Libreng delivery!' at kainan). */
  popUp(merchant = this.merchant): Locator {
    const popUp = sessionPopUp(merchant);
    if (!popUp) throw new Error(`${merchant} has no enabled pop-up`);
    return this.page.getByRole('dialog', { name: popUp.title });
  }

  /**
   * Counts every time the merchant's pop-up opens, from the first script of each page load on (the
   * count starts again at 0 on every load): a pop-up that opens late, or opens and closes between two
   * looks, still counts. Call before `open`; read the count with `popUpsOpened()`.
   */
  async countPopUps(merchant: string) {
    const popUp = sessionPopUp(merchant);
    if (!popUp) throw new Error(`${merchant} has no enabled pop-up`);
    // A string: these tests are typed without the DOM library (the page's own types are the web app's).
    await this.page.addInitScript(`{
      const title = ${JSON.stringify(popUp.title)};
      const counted = new WeakSet();
      window.__popUpsOpened = 0;
      new MutationObserver(() => {
        for (const dialog of document.querySelectorAll('[role="dialog"]')) {
          if (counted.has(dialog) || !dialog.textContent.includes(title)) continue;
          counted.add(dialog);
          window.__popUpsOpened += 1;
        }
      }).observe(document, { childList: true, subtree: true });
    }`);
  }

  /** How many times the pop-up opened since this page loaded (see `countPopUps`). */
  popUpsOpened(): Promise<number> {
    return this.page.evaluate<number>('window.__popUpsOpened ?? 0');
  }

  /** Waits for the session pop-up (if the merchant has one and this tab hasn't closed it) and presses OK. */
  async dismissPopUp(merchant = this.merchant) {
    if (!sessionPopUp(merchant) || this.popUpsClosed.has(merchant)) return;
    const dialog = this.popUp(merchant);
    // Waiting for it here: the automatic closer would close it under our feet.
    if (this.popUpsWatched.delete(merchant)) await this.page.removeLocatorHandler(dialog);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    this.popUpsClosed.add(merchant);
  }

  /**
   * After a flow lands on Home (signing in, say): the pop-up's data may arrive a moment later and open
   * it over whatever the test does next. Let it come, close it, and remember it is done.
   */
  async settlePopUp(merchant = this.merchant) {
    if (!sessionPopUp(merchant) || this.popUpsClosed.has(merchant)) return;
    const dialog = this.popUp(merchant);
    if (this.popUpsWatched.delete(merchant)) await this.page.removeLocatorHandler(dialog);
    // Seen already this session: it is on screen now or not coming. Otherwise it is on its way.
    const timeout = (await this.popUpSeenThisSession(merchant)) ? 1_000 : 10_000;
    const shown = await dialog.waitFor({ state: 'visible', timeout }).then(
      () => true,
      () => false,
    );
    if (shown) {
      await dialog.getByRole('button', { name: 'OK' }).click();
      await expect(dialog).toBeHidden();
    }
    this.popUpsClosed.add(merchant);
  }

  private popUpSeenThisSession(merchant: string): Promise<boolean> {
    return this.page
      .evaluate<boolean>(`sessionStorage.getItem(${JSON.stringify(`storefront:${merchant}:pop-up-seen`)}) !== null`)
      .catch(() => false); // a blank page has no storage yet
  }

  private async closePopUpWhenItAppears(merchant: string) {
    if (!sessionPopUp(merchant) || this.popUpsWatched.has(merchant)) return;
    this.popUpsWatched.add(merchant);
    await this.page.addLocatorHandler(this.popUp(merchant), async (dialog) => {
      await dialog.getByRole('button', { name: 'OK' }).click();
      this.popUpsClosed.add(merchant);
    });
  }

  // — the navbar —

  get navbar(): Locator {
    return this.page.getByRole('banner');
  }

  /** The merchant's logo in the navbar: an image named after the merchant. */
  logo(merchantName: string): Locator {
    return this.navbar.getByRole('img', { name: merchantName, exact: true });
  }

  get signIn(): Locator {
    return this.navbar.getByRole('link', { name: 'SIGN IN' });
  }

  get menuButton(): Locator {
    return this.navbar.getByRole('button', { name: 'Open menu' });
  }

  /** Opens the mobile sidebar (a dialog named 'Menu'). */
  async openMenu(): Promise<Locator> {
    await this.menuButton.click();
    const sidebar = this.page.getByRole('dialog', { name: 'Menu' });
    await expect(sidebar).toBeVisible();
    return sidebar;
  }

  /** Back to Home through the navbar's logo link. */
  async goHome(merchantName: string) {
    await this.navbar.getByRole('link', { name: merchantName, exact: true }).click();
    await expect(this.homeTitle).toBeVisible();
  }

  // — Home —

  get main(): Locator {
    return this.page.getByRole('main');
  }

  /** Home's h1, the merchant's name. */
  get homeTitle(): Locator {
    return this.main.getByRole('heading', { level: 1 });
  }

  /** A titled region of a screen: 'Our Brands', 'Categories', "What's Nearby", 'Stores', 'Menu'… */
  section(title: string): Locator {
    return this.page.getByRole('region', { name: title, exact: true });
  }

  async openBrand(name: string) {
    await this.section('Our Brands').getByRole('link', { name, exact: true }).click();
    await expect(this.main.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
  }

  async openCategory(name: string) {
    await this.section('Categories').getByRole('link', { name, exact: true }).click();
    await expect(this.main.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
  }

  /** A branch card on Home's What's Nearby or a brand's Stores list, found by the branch's name. */
  branchCard(name: string, section: "What's Nearby" | 'Stores' = "What's Nearby"): Locator {
    // The card's name reads 'Brand Open|Closed Branch name Address distance'.
    return this.section(section).getByRole('link', { name: new RegExp(`(^|\\s)${escapeRegExp(name)}(\\s|$)`) });
  }

  async openBranch(name: string, section: "What's Nearby" | 'Stores' = "What's Nearby") {
    await this.branchCard(name, section).click();
    await expect(this.main.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
  }

  // — Store and category product grids —

  /**
   * The product cards of the store's menu, every category's section (or of one list: pass its name — a
   * store section's is its category's, the Category screen's '<name> products', a search's 'Search results').
   */
  products(listName = 'Menu'): Locator {
    const list =
      listName === 'Menu'
        ? this.section('Menu').getByRole('list')
        : this.main.getByRole('list', { name: listName, exact: true });
    return list.getByRole('listitem');
  }

  /** A product card's link, by the product's name (the link's name starts with it, after a 'Sale'/'Sold out' tag). */
  productCard(name: string, listName = 'Menu'): Locator {
    return this.products(listName).getByRole('link', {
      name: new RegExp(`^(Sale |Sold out )?${escapeRegExp(name)} `),
    });
  }

  /** The prices shown on the cards, in order ('PHP 149.00'; the sale price for a product on sale). */
  async cardPrices(listName = 'Menu'): Promise<string[]> {
    const names = await this.products(listName)
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.textContent ?? ''));
    return names.map((text) => text.match(/PHP [\d,]+\.\d{2}/)?.[0] ?? `(no price in "${text}")`);
  }

  /**
   * Scrolls to the end of a store's menu once its last section has loaded (sections load as they come
   * near, so the end moves until then); the page's scrollY there.
   */
  async scrollToMenuEnd(lastSection: string, lastSectionCount: number): Promise<number> {
    const toTheEnd = () => this.page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
    await expect(async () => {
      await toTheEnd();
      await expect(this.products(lastSection)).toHaveCount(lastSectionCount, { timeout: 1_000 });
    }).toPass({ intervals: [500] });
    await toTheEnd();
    return this.scrollY();
  }

  /** How far down the page is scrolled. */
  scrollY(): Promise<number> {
    return this.page.evaluate<number>('window.scrollY');
  }

  get loadMore(): Locator {
    return this.main.getByRole('button', { name: 'Load more' });
  }

  /** The product modal named after the product (open it first, or open its URL). */
  productModal(name: string): ProductModal {
    return new ProductModal(this.page, name);
  }

  async openProduct(name: string): Promise<ProductModal> {
    await this.productCard(name).click();
    const modal = this.productModal(name);
    await expect(modal.dialog).toBeVisible();
    return modal;
  }
}

/** The product modal: a dialog named after the product. */
export class ProductModal {
  readonly dialog: Locator;

  constructor(
    readonly page: Page,
    readonly name: string,
  ) {
    this.dialog = page.getByRole('dialog', { name, exact: true });
  }

  /** The price under the description: 'PHP 149.00'. */
  get price(): Locator {
    return this.dialog.getByRole('paragraph').filter({ hasText: /^PHP / });
  }

  /** 'Choose Size' and the like: a radio group per attribute. */
  attribute(name: string): Locator {
    return this.dialog.getByRole('group', { name: new RegExp(`^Choose ${escapeRegExp(name)}\\b`) });
  }

  async choose(attribute: string, value: string) {
    const radio = this.attribute(attribute).getByRole('radio', { name: value, exact: true });
    await radio.check();
    await expect(radio).toBeChecked();
  }

  /** An add-on group, found by its name; its legend reads 'Sawsawan (selected/limit)'. */
  addOnGroup(name: string): Locator {
    return this.dialog.getByRole('group', { name: new RegExp(`^${escapeRegExp(name)} \\(\\d+/\\d+\\)`) });
  }

  /** An add-on's checkbox, by its name ('Spiced Vinegar'); its accessible name also carries its price. */
  addOn(group: string, name: string): Locator {
    return this.addOnGroup(group).getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(name)} `) });
  }

  get quantity(): Locator {
    return this.dialog.getByRole('spinbutton', { name: 'Quantity' });
  }

  get addToCart(): Locator {
    return this.dialog.getByRole('button', { name: /^ADD TO CART/ });
  }

  async close() {
    await this.page.keyboard.press('Escape');
    await expect(this.dialog).toBeHidden();
  }
}

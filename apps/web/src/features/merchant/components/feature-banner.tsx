import { BANNER_SIZES, imageSources } from '@storefront/contracts/media-renditions';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { FeatureBanner as Banner } from '../api/get-feature-banner';
import './merchant.css';

/** A path of this storefront ('/kainan/category/…'): a client-side navigation. */
const isInternal = (link: string) => link.startsWith('/') && !link.startsWith('//') && !link.includes('\\');

/**
 * The server sends a storefront path or an https URL (the merchant file is checked on import); anything
 * else, from a profile stored before that check, is not put in an href: the banner stays a picture.
 * A banner without a title has no name to give its link, so it stays a picture too.
 */
const linkOf = (banner: Banner) =>
  banner.link && banner.title.trim() && (isInternal(banner.link) || banner.link.startsWith('https://'))
    ? banner.link
    : null;

/**
 * The Home screen's feature banner: full-width slides to swipe or pick with the dots. A banner is a link
 * when the merchant's file gives it one (its 'Order na!' is painted into the picture), named by its title.
 */
export function FeatureBanner({ banners }: { banners: Banner[] }) {
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  if (!banners.length) return null;

  const show = (index: number) => {
    const el = track.current;
    if (el) el.scrollTo({ left: index * el.clientWidth, behavior: 'smooth' });
  };

  return (
    <section className="feature-banner" aria-roledescription="carousel" aria-label="Featured">
      <ul
        ref={track}
        className="list-reset feature-banner__track"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
        tabIndex={0}
        onScroll={(e) => {
          const el = e.currentTarget;
          setCurrent(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)));
        }}
      >
        {banners.map((banner, i) => {
          const image = (
            <img
              {...imageSources(banner.image, BANNER_SIZES)}
              alt={banner.title}
              width={1200}
              height={400}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : undefined}
              className="feature-banner__image"
            />
          );
          const link = linkOf(banner);
          return (
            <li
              key={`${banner.image}|${banner.title}`}
              className="feature-banner__slide"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${banners.length}`}
            >
              {!link ? (
                image
              ) : isInternal(link) ? (
                <Link to={link} className="feature-banner__link">
                  {image}
                </Link>
              ) : (
                <a href={link} target="_blank" rel="noopener noreferrer" className="feature-banner__link">
                  {image}
                  <span className="visually-hidden"> (opens in a new window)</span>
                </a>
              )}
            </li>
          );
        })}
      </ul>
      {banners.length > 1 && (
        <div className="feature-banner__dots">
          {banners.map((banner, i) => (
            <button
              key={`${banner.image}|${banner.title}`}
              type="button"
              className="feature-banner__dot"
              aria-label={`Show banner ${i + 1} of ${banners.length}`}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => show(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}

import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { FeatureBanner as Banner } from '../api/get-feature-banner';
import './merchant.css';

const isInternal = (link: string) => link.startsWith('/') && !link.startsWith('//');

/** The Home screen's feature banner: full-width slides to swipe or pick with the dots; each optionally a link. */
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
              src={banner.image}
              alt={banner.title}
              width={1200}
              height={400}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : undefined}
              className="feature-banner__image"
            />
          );
          return (
            <li
              key={`${banner.image}|${banner.title}`}
              className="feature-banner__slide"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${banners.length}`}
            >
              {!banner.link ? (
                image
              ) : isInternal(banner.link) ? (
                <Link to={banner.link}>{image}</Link>
              ) : (
                <a href={banner.link} target="_blank" rel="noopener noreferrer">
                  {image}
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

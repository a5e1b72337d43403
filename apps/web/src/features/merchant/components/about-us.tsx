import type { Layout } from '@storefront/contracts/design';
import { useId } from 'react';
import './merchant.css';

/** Home's about_us section: the merchant's title, image and (server-sanitised) HTML. */
export function AboutUs({ about }: { about: Layout['about_us'] }) {
  const id = useId();
  return (
    <section className="section about-us card" aria-labelledby={id}>
      {about.image && (
        <img className="about-us__image" src={about.image} alt="" width={480} height={320} loading="lazy" />
      )}
      <div className="about-us__body">
        <h2 className="section__title" id={id}>
          {about.title || 'About Us'}
        </h2>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises this HTML (contracts/design.ts) */}
        <div className="prose" dangerouslySetInnerHTML={{ __html: about.html }} />
      </div>
    </section>
  );
}

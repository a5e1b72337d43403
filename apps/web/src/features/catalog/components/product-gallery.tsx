import { useState } from 'react';
import { Media } from '@/components/media';

/** The product's images, one at a time, with a dot per image when there are several. */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0] ?? null;
  return (
    <div className="product-modal__gallery">
      <Media
        src={current}
        alt={name}
        name={name}
        width={640}
        height={640}
        eager
        // The sheet's whole width on a phone. On a larger screen it covers the dialog's left column, 418 px
        // wide but up to 712 px tall: a square picture cut to fill it is drawn as wide as the column is tall.
        sizes="(max-width: 844.98px) 100vw, 712px"
        className="product-modal__image"
      />
      {images.length > 1 && (
        <div className="gallery-dots">
          {images.map((image, i) => (
            <button
              key={image}
              type="button"
              className="gallery-dots__dot"
              aria-label={`Show image ${i + 1} of ${images.length}`}
              aria-pressed={i === index}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      )}
    </div>
  );
}

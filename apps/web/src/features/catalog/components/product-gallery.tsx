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
        // The sheet's whole width on a phone; the dialog's left column (5/11 of 920 px) on a larger screen.
        sizes="(max-width: 844.98px) 100vw, 420px"
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

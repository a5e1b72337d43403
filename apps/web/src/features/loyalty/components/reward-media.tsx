/**
 * A reward's picture, or — without one — a drawn ticket (a discount) or gift (an item) on the brand's
 * tint: decorative either way, as the reward's name is beside it.
 */
export function RewardMedia({
  image,
  kind,
  width,
  height,
  eager,
}: {
  image: string | null;
  kind: 'item' | 'discount';
  width: number;
  height: number;
  eager?: boolean;
}) {
  if (image)
    return (
      <img
        className="reward-media"
        src={image}
        alt=""
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
    );
  return (
    <span className="reward-media reward-media--art" aria-hidden="true">
      <svg
        viewBox="0 0 64 64"
        width="40%"
        height="40%"
        fill="none"
        stroke="currentColor"
        strokeWidth={3}
        aria-hidden="true"
        focusable="false"
      >
        {kind === 'discount' ? (
          <>
            <path d="M8 20a4 4 0 0 1 4-4h40a4 4 0 0 1 4 4v6a6 6 0 0 0 0 12v6a4 4 0 0 1-4 4H12a4 4 0 0 1-4-4v-6a6 6 0 0 0 0-12z" />
            <path d="M26 38l12-12" strokeLinecap="round" />
            <circle cx="26" cy="26" r="2.5" fill="currentColor" />
            <circle cx="38" cy="38" r="2.5" fill="currentColor" />
          </>
        ) : (
          <>
            <rect x="10" y="24" width="44" height="12" rx="2" />
            <path d="M14 36v16a2 2 0 0 0 2 2h32a2 2 0 0 0 2-2V36M32 24v30" />
            <path d="M32 24c-4-10-14-10-14-4s10 4 14 4c4 0 14 2 14-4s-10-6-14 4z" strokeLinejoin="round" />
          </>
        )}
      </svg>
    </span>
  );
}

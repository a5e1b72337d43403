import * as Dialog from '@radix-ui/react-dialog';
import type { AvailablePromoCode } from '@storefront/contracts/voucher';
import { useEffect, useId, useRef, useState } from 'react';
import { ErrorState } from '@/components/error-state';
import { ChevronDownIcon, ChevronRightIcon, ExternalIcon } from '@/components/icons';
import { LoadingRegion, placeholderKeys, Skeleton } from '@/components/skeleton';
import { paths } from '@/lib/paths';
import { useSubdomain } from '@/lib/use-subdomain';
import type { PromoCodesQuery } from '../api/get-promo-codes';

/** Spec §9: the next page loads once scrolling has rested at the list's end this long. */
export const SCROLL_END_DEBOUNCE_MS = 500;

/** Within this many pixels of the bottom counts as the end (fractional scroll positions never quite reach it). */
const END_SLACK_PX = 8;

const atEnd = (el: HTMLElement) => el.scrollTop + el.clientHeight >= el.scrollHeight - END_SLACK_PX;

async function copyToClipboard(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // No clipboard (permission, an insecure page): the code is still carried back to the field.
  }
}

/**
 * Spec §2 Available Promo Codes: the listed codes for the cart (platform 'web'), more on reaching the
 * list's end, each with its terms behind a disclosure button, Back to the Discount modal, and the
 * merchant's Guidelines (its promo mechanics). 'Copy'
 * puts the code on the clipboard and in the previous screen's field, ready to Apply.
 */
export default function PromoCodesList({
  codes,
  onBack,
  onCopied,
}: {
  /** The list's query (the modal starts it as this screen opens). */
  codes: PromoCodesQuery;
  onBack: () => void;
  onCopied: (code: string) => void;
}) {
  const subdomain = useSubdomain();
  const title = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const [copied, setCopied] = useState<string | null>(null);
  // The query as it is when the debounce fires, not as it was when scrolling began.
  const latest = useRef(codes);
  latest.current = codes;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The screen changed inside the same dialog: its title takes focus so that it is announced.
  useEffect(() => {
    title.current?.focus();
    return () => clearTimeout(timer.current);
  }, []);

  const onScroll = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const { hasNextPage, isFetching, fetchNextPage } = latest.current;
      if (list.current && atEnd(list.current) && hasNextPage && !isFetching) void fetchNextPage();
    }, SCROLL_END_DEBOUNCE_MS);
  };

  const copy = (code: string) => {
    onCopied(code);
    setCopied(code);
    void copyToClipboard(code);
  };

  const items = codes.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <>
      <header className="discount-modal__head">
        <button type="button" className="discount-modal__back" onClick={onBack}>
          <ChevronRightIcon size={18} />
          Back
        </button>
        <Dialog.Title ref={title} tabIndex={-1} className="discount-modal__title">
          Available Promo Codes
        </Dialog.Title>
        <Dialog.Description className="discount-modal__subtitle">
          Copy a promo code and enter it in the previous screen
        </Dialog.Description>
      </header>
      <div ref={list} className="promo-codes" onScroll={onScroll}>
        {codes.isPending ? (
          <LoadingRegion label="Loading promo codes" className="promo-codes__list">
            {placeholderKeys(3).map((key) => (
              <Skeleton key={key} width="100%" height={88} radius={8} />
            ))}
          </LoadingRegion>
        ) : items.length === 0 && codes.isError ? (
          <ErrorState error={codes.error} onRetry={() => void codes.refetch()} />
        ) : items.length === 0 ? (
          <p className="promo-codes__empty">There are no Promo Codes available.</p>
        ) : (
          <ul className="promo-codes__list">
            {items.map((item) => (
              <PromoCodeItem key={item.code} item={item} copied={copied === item.code} onCopy={() => copy(item.code)} />
            ))}
          </ul>
        )}
        {codes.isFetchingNextPage && (
          <LoadingRegion label="Loading more promo codes" className="promo-codes__more">
            <Skeleton width="100%" height={88} radius={8} />
          </LoadingRegion>
        )}
        {codes.isFetchNextPageError && <ErrorState error={codes.error} onRetry={() => void codes.fetchNextPage()} />}
      </div>
      {/* The merchant's mechanics, in a new tab: Checkout and this list stay as they are. */}
      <a href={paths.guidelines(subdomain)} target="_blank" rel="noopener" className="promo-codes__guidelines">
        Guidelines
        <ExternalIcon />
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      <p className="visually-hidden" role="status">
        {copied ? `${copied} copied.` : ''}
      </p>
    </>
  );
}

function PromoCodeItem({ item, copied, onCopy }: { item: AvailablePromoCode; copied: boolean; onCopy: () => void }) {
  const [termsOpen, setTermsOpen] = useState(false);
  const codeId = useId();
  const termsId = useId();
  return (
    <li className="promo-code">
      <div className="promo-code__row">
        <span id={codeId} className="promo-code__code">
          {item.code}
        </span>
        <button
          type="button"
          className={`btn promo-code__copy${copied ? ' promo-code__copy--done' : ' btn-outline'}`}
          onClick={onCopy}
        >
          {copied ? 'Copied' : 'Copy'}
          <span className="visually-hidden"> {item.code}</span>
        </button>
      </div>
      <button
        type="button"
        className="promo-code__toggle"
        aria-expanded={termsOpen}
        aria-controls={termsId}
        aria-describedby={codeId}
        onClick={() => setTermsOpen(!termsOpen)}
      >
        {termsOpen ? 'Hide Terms and Conditions' : 'View Terms and Conditions'}
        <ChevronDownIcon />
      </button>
      <p id={termsId} className="promo-code__terms" hidden={!termsOpen}>
        {item.terms_and_conditions}
      </p>
    </li>
  );
}

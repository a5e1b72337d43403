import * as Dialog from '@radix-ui/react-dialog';
import type { Cart, VoucherInfo } from '@storefront/contracts/cart';
import { FIELD_LIMITS } from '@storefront/contracts/limits';
import { VoucherBody } from '@storefront/contracts/voucher';
import { lazy, type ReactNode, type RefObject, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { CloseIcon } from '@/components/icons';
import { applyServerErrors, formMessage } from '@/lib/forms/server-errors';
import { useContractForm } from '@/lib/forms/use-contract-form';
import type { CustomerPosition } from '@/lib/position';
import { usePromoCodes } from '../api/get-promo-codes';
import { useRemovePromoCode } from '../api/remove-voucher';
import { useApplyPromoCode } from '../api/save-voucher';
import { promoCodesScope } from '../discount-view';
// The field classes (field__label, field__input) come with Checkout's own form, the one place this opens.
import './discount-modal.css';

// The list is a second screen of the same dialog, loaded when the customer reaches for its button.
const loadCodes = () => import('./promo-codes-list');
const PromoCodesList = lazy(loadCodes);

/** The field, checked by the voucher calls' own schema: empty → 'Please enter promo code.' */
const CodeForm = VoucherBody.pick({ voucher_code: true });
type CodeValues = { voucher_code: string };

export type DiscountModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The cart as the server priced it: its code (voucher_info), branches and items' categories. */
  cart: Pick<Cart, 'voucher_info' | 'list'>;
  position: CustomerPosition;
  /** Refetches the cart; awaited after a save or a remove, before the modal moves on. */
  refreshCart: () => Promise<unknown>;
  /** The server's word once a code is applied (the modal has closed: the screen announces it). */
  onApplied: (message: string) => void;
  /**
   * Where focus goes back when the modal closes (it opens without a Dialog.Trigger); null when the
   * screen closed it to open another dialog, which takes focus itself.
   */
  returnFocus: () => HTMLElement | null;
  /**
   * Spec §2: the Senior Citizen / PWD ID section, under the promo code (features/special-discount-ids,
   * composed by the Checkout route), given what it needs of the modal: its Confirm closes it and says
   * what the server answered, as Apply does.
   */
  specialDiscount?: SpecialDiscountSlot;
};

/** What the special discount section may do with the modal. */
export type DiscountModalControls = {
  /** Closes the modal; focus goes back to 'Apply a discount'. */
  close: () => void;
  /** The server's word, said by the screen once the modal has closed. */
  announce: (message: string) => void;
};
export type SpecialDiscountSlot = (modal: DiscountModalControls) => ReactNode;

/**
 * Spec §2 Discount modal ('Apply a discount') and, as its second screen, Available Promo Codes: one
 * Radix dialog whose content switches, so focus stays inside while the customer goes there and Back.
 * The form lives here so that a code copied from the list is in the field on the way back.
 */
export default function DiscountModal({ open, onOpenChange, cart, returnFocus, ...promo }: DiscountModalProps) {
  const [screen, setScreen] = useState<'promo' | 'codes'>('promo');
  const applied = cart.voucher_info;
  const scope = useMemo(() => promoCodesScope(cart), [cart]);
  const form = useContractForm(CodeForm, { defaultValues: { voucher_code: '' } });
  // The list's first page is asked for as the screen opens, while its code is still downloading.
  const codes = usePromoCodes(scope, screen === 'codes');
  const listButton = useRef<HTMLButtonElement>(null);
  // Back from the list returns focus to the button that opened it.
  const cameBack = useRef(false);
  useEffect(() => {
    if (screen === 'promo' && cameBack.current) {
      cameBack.current = false;
      listButton.current?.focus();
    }
  }, [screen]);
  const back = () => {
    cameBack.current = true;
    setScreen('promo');
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content
          className="discount-modal"
          // Only the list has a subtitle to describe the dialog with.
          {...(screen === 'promo' ? { 'aria-describedby': undefined } : {})}
          // Focus the promo code field; with a code applied (the field disabled), the dialog itself.
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            const content = e.currentTarget as HTMLElement | null;
            (content?.querySelector<HTMLElement>('input:not([disabled])') ?? content)?.focus();
          }}
          onCloseAutoFocus={(event) => {
            // Without a place to go back to, focus stays with the dialog that follows (not Radix's default).
            event.preventDefault();
            const target = returnFocus();
            if (target?.isConnected) target.focus();
          }}
          // Escape on the list goes back to the previous screen, as Back does.
          onEscapeKeyDown={(e) => {
            if (screen !== 'codes') return;
            e.preventDefault();
            back();
          }}
        >
          {screen === 'promo' ? (
            <PromoCodePart
              {...promo}
              form={form}
              applied={applied}
              listButton={listButton}
              onClose={() => onOpenChange(false)}
              onViewCodes={() => setScreen('codes')}
            />
          ) : (
            <Suspense fallback={<Dialog.Title className="discount-modal__title">Available Promo Codes</Dialog.Title>}>
              <PromoCodesList codes={codes} onBack={back} onCopied={(code) => form.setValue('voucher_code', code)} />
            </Suspense>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type PromoCodePartProps = Pick<DiscountModalProps, 'position' | 'refreshCart' | 'onApplied' | 'specialDiscount'> & {
  form: UseFormReturn<CodeValues, unknown, CodeValues>;
  applied: VoucherInfo | null;
  listButton: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
  onViewCodes: () => void;
};

/** Spec §5 "Promo code": Apply verifies then saves; an applied code disables the field; the clear icon removes it. */
function PromoCodePart({
  form,
  applied,
  position,
  refreshCart,
  onApplied,
  specialDiscount,
  listButton,
  onClose,
  onViewCodes,
}: PromoCodePartProps) {
  const inputId = useId();
  const errorId = useId();
  const apply = useApplyPromoCode(position, refreshCart);
  const remove = useRemovePromoCode(refreshCart);
  const [removed, setRemoved] = useState('');
  const { errors } = form.formState;
  const error = errors.voucher_code?.message ?? formMessage(errors);

  // Once the clear icon has taken the code off, the field is empty and enabled again: focus goes there.
  const hadCode = useRef(applied !== null);
  useEffect(() => {
    if (hadCode.current && !applied) form.setFocus('voucher_code');
    hadCode.current = applied !== null;
  }, [applied, form]);

  const submit = form.handleSubmit(async ({ voucher_code }) => {
    try {
      // Spec §5: a valid code clears any selected special discount. Saving the code does that on the server,
      // and the cart is refetched before the modal closes (useApplyPromoCode), so the summary loses the
      // Senior Citizen / PWD line; the section's selection is the cart's, kept by nothing else, and the
      // section goes with the modal.
      const saved = await apply.mutateAsync(voucher_code);
      onApplied(saved.message);
      onClose();
    } catch (failure) {
      applyServerErrors(form, failure, { fields: ['voucher_code'] });
    }
  });

  const clear = async () => {
    try {
      const result = await remove.mutateAsync();
      form.reset({ voucher_code: '' });
      setRemoved(result.message);
    } catch (failure) {
      applyServerErrors(form, failure, { fields: [] });
    }
  };

  return (
    <>
      <header className="discount-modal__head">
        <Dialog.Title className="discount-modal__title">Apply a discount</Dialog.Title>
        <Dialog.Close className="icon-btn discount-modal__close" aria-label="Close">
          <CloseIcon />
        </Dialog.Close>
      </header>
      <form className="promo-form" onSubmit={submit} noValidate>
        <label htmlFor={inputId} className="field__label">
          Promo code
        </label>
        <div className="promo-form__row">
          <div className="promo-form__box">
            {applied ? (
              <input id={inputId} className="field__input promo-form__input" value={applied.code} disabled readOnly />
            ) : (
              <input
                id={inputId}
                className="field__input promo-form__input"
                maxLength={FIELD_LIMITS.promoCode}
                placeholder="Enter promo code"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                {...form.register('voucher_code')}
              />
            )}
            {applied && (
              <button
                type="button"
                className="icon-btn promo-form__clear"
                aria-label={`Remove promo code ${applied.code}`}
                disabled={remove.isPending}
                onClick={() => void clear()}
              >
                <CloseIcon size={18} />
              </button>
            )}
          </div>
          <button
            type="submit"
            className="btn btn-primary promo-form__apply"
            disabled={applied !== null || apply.isPending}
          >
            {applied ? 'Applied' : 'Apply'}
          </button>
        </div>
        {error && (
          <p id={errorId} className="field__error" role="alert">
            {error}
          </p>
        )}
      </form>
      <p className="visually-hidden" role="status">
        {removed}
      </p>
      <button
        ref={listButton}
        type="button"
        className="discount-modal__link"
        onClick={onViewCodes}
        onPointerEnter={() => void loadCodes()}
        onFocus={() => void loadCodes()}
      >
        Or view available vouchers
      </button>
      {specialDiscount?.({ close: onClose, announce: onApplied })}
    </>
  );
}

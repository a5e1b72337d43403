import { useRef, useState } from 'react';
import { offeredDiscountTypes, type SpecialDiscountSetting } from '../special-discount-view';
import { type SpecialDiscountDialog, SpecialDiscountDialogs } from './special-discount-dialogs';
import { SpecialDiscountIds } from './special-discount-ids';

/**
 * My Profile's 'Senior Citizen / PWD IDs', shown only when the merchant offers the discount on the
 * e-store (store details `special_discount`). The route loads it lazily. The saved IDs with Register new ID and delete, the dialogs
 * opening over the page. After an upload or a delete the list refreshes and says so. Focus goes back to
 * the button that opened the dialog; when that has gone (the ID deleted, or 'Register new ID' with two
 * IDs saved), to 'Register new ID', else to the heading.
 */
export default function SpecialDiscountIdsPanel({
  customerUuid,
  settings,
  refreshCart,
  className,
  titleClassName,
}: {
  customerUuid: string;
  settings: readonly SpecialDiscountSetting[] | undefined;
  refreshCart: () => Promise<unknown>;
  className?: string;
  titleClassName?: string;
}) {
  const [dialog, setDialog] = useState<SpecialDiscountDialog | null>(null);
  const [notice, setNotice] = useState('');
  const title = useRef<HTMLHeadingElement>(null);
  const register = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const open = (next: SpecialDiscountDialog) => {
    opener.current = document.activeElement as HTMLElement | null;
    setNotice('');
    setDialog(next);
  };
  const offered = offeredDiscountTypes(settings);
  if (offered.length === 0) return null;

  return (
    <>
      <SpecialDiscountIds
        customerUuid={customerUuid}
        title="Senior Citizen / PWD IDs"
        level={2}
        className={className}
        titleClassName={titleClassName}
        titleRef={title}
        registerRef={register}
        notice={notice}
        onRegister={() => open({ kind: 'upload' })}
        onDelete={(id) => open({ kind: 'delete', id })}
      />
      <SpecialDiscountDialogs
        dialog={dialog}
        customerUuid={customerUuid}
        offered={offered}
        refreshCart={refreshCart}
        onClose={(message) => {
          setDialog(null);
          if (message) setNotice(message);
        }}
        returnFocus={() => (opener.current?.isConnected ? opener.current : (register.current ?? title.current))}
      />
    </>
  );
}

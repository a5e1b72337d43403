import { lazy, Suspense } from 'react';

export type PromptModalProps = {
  open: boolean;
  onClose: () => void;
  title?: string;
  message: string;
  buttonText?: string;
  children?: React.ReactNode;
};

// The dialog library is loaded when a prompt first opens, not with Cart and Checkout, which only need
// it when something went wrong: on a slow phone their first screen comes sooner (issue 28).
const PromptDialog = lazy(() => import('./prompt-dialog'));

/**
 * Spec §2 "Other modals": the generic prompt — a title (default 'Oops!'), a message and one button
 * (default 'OK'). Also the cart prompt ('… removed from cart') and delivery-update errors (CLOSE).
 */
export function PromptModal(props: PromptModalProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <PromptDialog {...props} />
    </Suspense>
  );
}

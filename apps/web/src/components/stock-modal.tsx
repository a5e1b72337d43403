import { STOCK_MESSAGE } from '@storefront/domain/cart-rules';
import { PromptModal } from './prompt-modal';

/** Spec §2 "Other cart modals": 'Quantity should not be more than the current stock.' with 'Current Stock'. */
export function StockModal({ stock, open, onClose }: { stock: number; open: boolean; onClose: () => void }) {
  return (
    <PromptModal open={open} onClose={onClose} title="Not enough stock" message={STOCK_MESSAGE}>
      <p className="prompt-modal__detail">Current Stock: {stock}</p>
    </PromptModal>
  );
}

import type { BankAccount } from '@storefront/contracts/deposit-slip';
import { useState } from 'react';

/** Copies to the clipboard; falls back to selecting nothing (the number stays visible to copy by hand). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The merchant's bank accounts (spec §3 store details bank_accounts), each number copyable. */
export function BankAccounts({ accounts }: { accounts: BankAccount[] }) {
  const [copied, setCopied] = useState<string | null>(null);
  if (!accounts.length) return null;
  return (
    <div className="stack-sm">
      <h4 className="slip-panel__subtitle">Bank accounts</h4>
      <ul className="slip-accounts">
        {accounts.map((a) => (
          <li key={a.uuid} className="slip-account">
            <div className="slip-account__text">
              <span className="slip-account__bank">{a.bank}</span>
              <span className="slip-account__name">{a.account_name}</span>
              <span className="slip-account__number">{a.account_number}</span>
            </div>
            <button
              type="button"
              className="btn btn-outline btn-sm"
              aria-label={`Copy ${a.bank} account number ${a.account_number}`}
              onClick={async () => setCopied((await copyText(a.account_number)) ? a.uuid : null)}
            >
              {copied === a.uuid ? 'Copied' : 'Copy'}
            </button>
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status">
        {copied ? 'Account number copied.' : ''}
      </p>
    </div>
  );
}

import * as Popover from '@radix-ui/react-popover';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSettings } from '@/features/merchant/api/get-settings';
import type { StoredUser } from '@/lib/stored-user';
import { useSubdomain } from '@/lib/use-subdomain';
import { signOut } from '../session';
import { AccountButtonFace } from './account-button-face';
import { accountLinks } from './account-links';

/**
 * The signed-in navbar menu (spec §2): a button opening a popover with the account links and Sign Out.
 * A disclosure of links rather than an ARIA menu, as the APG advises for site navigation; Radix
 * Popover owns its focus (into the list on opening, back to the button on Escape), a click or focus
 * elsewhere closing it, and its place on screen. The navbar loads this module after its first paint.
 */
export default function UserMenu({ user }: { user: StoredUser }) {
  const subdomain = useSubdomain();
  const settings = useSettings();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className="user-menu__button" aria-label={`${user.customer.firstname}, account menu`}>
        <AccountButtonFace customer={user.customer} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className="user-menu__popover"
          aria-label="Account menu"
          align="end"
          sideOffset={6}
          // Radix skips links when it picks where focus lands, which would be Sign Out: start at the top.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (event.currentTarget as HTMLElement).querySelector<HTMLElement>('a, button')?.focus();
          }}
        >
          <ul className="list-reset">
            {accountLinks(settings, subdomain).map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="user-menu__item" onClick={close}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <button type="button" className="user-menu__item" onClick={() => void signOut()}>
                Sign Out
              </button>
            </li>
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

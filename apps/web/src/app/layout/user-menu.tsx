import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ChevronDownIcon } from '@/components/icons';
import { useSettings } from '@/features/merchant/api/get-settings';
import { hasProfileImage, initialsOf, type StoredUser } from '@/lib/stored-user';
import { useSubdomain } from '@/lib/use-subdomain';
import { signOut } from '../session';
import { navbarAccountLinks } from './account-links';

/**
 * The signed-in navbar menu (spec §2) as a disclosure: a button with aria-expanded over a list of
 * links; Escape or a click elsewhere closes it, and Escape puts focus back on the button.
 */
export function UserMenu({ user }: { user: StoredUser }) {
  const subdomain = useSubdomain();
  const settings = useSettings();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const { customer } = user;

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onFocus = (event: FocusEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open]);

  const close = () => setOpen(false);
  // Escape from inside the menu is handled here too: the document listener is attached by an effect,
  // after the menu has painted, and a key pressed at once would otherwise be missed.
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    button.current?.focus();
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape bubbling up from the menu's own button and links
    <div className="user-menu" ref={root} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="user-menu__button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        {hasProfileImage(customer) ? (
          <img src={customer.profile_image} alt="" className="avatar avatar--sm" width={32} height={32} />
        ) : (
          <span className="avatar avatar--sm" aria-hidden="true">
            {initialsOf(customer)}
          </span>
        )}
        <span className="user-menu__name">{customer.firstname}</span>
        <span className="visually-hidden">, account menu</span>
        <ChevronDownIcon />
      </button>
      <ul id={listId} className="list-reset user-menu__list" hidden={!open}>
        {navbarAccountLinks(settings, subdomain).map((link) => (
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
    </div>
  );
}

/** Inline icons (decorative: aria-hidden; the control around them carries the label). */
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function Svg({ size, children, ...props }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const CartIcon = ({ size = 24, ...p }: IconProps) => (
  <Svg size={size} {...p}>
    <circle cx="9" cy="20" r="1.4" />
    <circle cx="18" cy="20" r="1.4" />
    <path d="M2.5 3h2.6l2.3 11.2a1.8 1.8 0 0 0 1.8 1.4h8.4a1.8 1.8 0 0 0 1.8-1.4L21 7H6" />
  </Svg>
);

export const MenuIcon = ({ size = 24, ...p }: IconProps) => (
  <Svg size={size} {...p}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Svg>
);

export const CloseIcon = ({ size = 24, ...p }: IconProps) => (
  <Svg size={size} {...p}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Svg>
);

export const PinIcon = ({ size = 20, ...p }: IconProps) => (
  <Svg size={size} {...p}>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </Svg>
);

export const ChevronDownIcon = ({ size = 16, ...p }: IconProps) => (
  <Svg size={size} {...p}>
    <path d="m6 9 6 6 6-6" />
  </Svg>
);

export const CheckIcon = ({ size = 18, ...p }: IconProps) => (
  <Svg size={size} {...p}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Svg>
);

export const ChevronRightIcon = ({ size = 16, ...p }: IconProps) => (
  <Svg size={size} {...p}>
    <path d="m9 6 6 6-6 6" />
  </Svg>
);

export const StoreIcon = ({ size = 24, ...p }: IconProps) => (
  <Svg size={size} {...p}>
    <path d="M3 9l1.5-5h15L21 9M3 9h18M3 9a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0M5 12v8h14v-8M10 20v-5h4v5" />
  </Svg>
);

export const HomeIcon = ({ size = 22, ...p }: IconProps) => (
  <Svg size={size} {...p}>
    <path d="M3 11 12 4l9 7M5 10v10h5v-6h4v6h5V10" />
  </Svg>
);

export const UserIcon = ({ size = 22, ...p }: IconProps) => (
  <Svg size={size} {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Svg>
);

export const UserPlusIcon = ({ size = 22, ...p }: IconProps) => (
  <Svg size={size} {...p}>
    <circle cx="10" cy="8" r="4" />
    <path d="M2 21a8 8 0 0 1 14-5.3M19 14v6M16 17h6" />
  </Svg>
);

export const DocIcon = ({ size = 22, ...p }: IconProps) => (
  <Svg size={size} {...p}>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5M9 13h6M9 17h6" />
  </Svg>
);

export const ShieldIcon = ({ size = 22, ...p }: IconProps) => (
  <Svg size={size} {...p}>
    <path d="M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6z" />
  </Svg>
);

export const ExternalIcon = ({ size = 14, ...p }: IconProps) => (
  <Svg size={size} {...p}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </Svg>
);

export const MinusIcon = ({ size = 18, ...p }: IconProps) => (
  <Svg size={size} {...p}>
    <path d="M5 12h14" />
  </Svg>
);

export const PlusIcon = ({ size = 18, ...p }: IconProps) => (
  <Svg size={size} {...p}>
    <path d="M12 5v14M5 12h14" />
  </Svg>
);

export const SearchOffIcon = ({ size = 40, ...p }: IconProps) => (
  <Svg size={size} strokeWidth={1.6} {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4M8.5 8.5l5 5M13.5 8.5l-5 5" />
  </Svg>
);

/** A coin: the points badge's mark. */
export const CoinIcon = ({ size = 18, ...p }: IconProps) => (
  <Svg size={size} {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v9M9.5 9.5h3.75a1.75 1.75 0 0 1 0 3.5h-2.5a1.75 1.75 0 0 0 0 3.5H14.5" />
  </Svg>
);

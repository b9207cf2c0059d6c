// The site's one icon set: small inline SVGs, decorative (aria-hidden; the control or link
// around an icon carries its label). Every app takes its icons from here.
import type { ReactNode } from 'react';

export interface IconProps {
  /** Width and height in CSS pixels. */
  readonly size?: number;
  readonly className?: string;
}

interface SvgProps extends IconProps {
  readonly defaultSize: number;
  readonly viewBox?: string;
  readonly children: ReactNode;
}

function Svg({ size, defaultSize, className, viewBox = '0 0 24 24', children }: SvgProps) {
  return (
    <svg
      className={className}
      width={size ?? defaultSize}
      height={size ?? defaultSize}
      viewBox={viewBox}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** A stroked outline in the text colour. */
const stroke = { fill: 'none', stroke: 'currentColor' } as const;

export function ChevronLeftIcon(props: IconProps) {
  return (
    <Svg defaultSize={24} {...props}>
      <path d="M15 5l-7 7 7 7" {...stroke} strokeWidth="2.5" />
    </Svg>
  );
}

export function ChevronRightIcon(props: IconProps) {
  return (
    <Svg defaultSize={24} {...props}>
      <path d="M9 5l7 7-7 7" {...stroke} strokeWidth="2.5" />
    </Svg>
  );
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <Svg defaultSize={16} viewBox="0 0 16 16" {...props}>
      <path d="M3 6l5 5 5-5" {...stroke} strokeWidth="2" />
    </Svg>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <Svg defaultSize={20} {...props}>
      <path d="M5 5l14 14M19 5L5 19" {...stroke} strokeWidth="2.5" />
    </Svg>
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <Svg defaultSize={20} {...props}>
      <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" fill="currentColor" />
    </Svg>
  );
}

export function SearchIcon(props: IconProps) {
  return (
    <Svg defaultSize={20} {...props}>
      <path
        d="M10.5 3a7.5 7.5 0 0 1 5.96 12.05l4.74 4.74-1.41 1.41-4.74-4.74A7.5 7.5 0 1 1 10.5 3zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11z"
        fill="currentColor"
      />
    </Svg>
  );
}

export function ExpandIcon(props: IconProps) {
  return (
    <Svg defaultSize={20} {...props}>
      <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" {...stroke} strokeWidth="2.5" />
    </Svg>
  );
}

export function GridIcon(props: IconProps) {
  return (
    <Svg defaultSize={20} {...props}>
      <path d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" fill="currentColor" />
    </Svg>
  );
}

export function ShareIcon(props: IconProps) {
  return (
    <Svg defaultSize={18} {...props}>
      <circle cx="18" cy="5" r="3" fill="currentColor" />
      <circle cx="6" cy="12" r="3" fill="currentColor" />
      <circle cx="18" cy="19" r="3" fill="currentColor" />
      <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" stroke="currentColor" strokeWidth="2" />
    </Svg>
  );
}

export function CheckCircleIcon(props: IconProps) {
  return (
    <Svg defaultSize={22} {...props}>
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      <path d="M6.5 12.5l3.5 3.5 7.5-8" fill="none" stroke="#fff" strokeWidth="2.5" />
    </Svg>
  );
}

export function MailIcon(props: IconProps) {
  return (
    <Svg defaultSize={18} {...props}>
      <path d="M3 5h18v14H3zM3 6l9 7 9-7" {...stroke} strokeWidth="2" strokeLinejoin="round" />
    </Svg>
  );
}

export function PhoneIcon(props: IconProps) {
  return (
    <Svg defaultSize={18} {...props}>
      <path
        d="M6.6 10.8a15.2 15.2 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
        fill="currentColor"
      />
    </Svg>
  );
}

export function PauseIcon(props: IconProps) {
  return (
    <Svg defaultSize={16} viewBox="0 0 16 16" {...props}>
      <path d="M4 2h3v12H4zM9 2h3v12H9z" fill="currentColor" />
    </Svg>
  );
}

export function PlayIcon(props: IconProps) {
  return (
    <Svg defaultSize={16} viewBox="0 0 16 16" {...props}>
      <path d="M4 2l10 6-10 6z" fill="currentColor" />
    </Svg>
  );
}

export function EyeIcon(props: IconProps) {
  return (
    <Svg defaultSize={22} {...props}>
      <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" {...stroke} strokeWidth="2" />
      <circle cx="12" cy="12" r="3" fill="currentColor" />
    </Svg>
  );
}

/** A page of text: a search result without a picture. */
export function DocumentIcon(props: IconProps) {
  return (
    <Svg defaultSize={24} {...props}>
      <path d="M4 4h16v16H4zm2 2v12h12V6zm2 2h8v2H8zm0 4h8v2H8zm0 4h5v2H8z" fill="currentColor" />
    </Svg>
  );
}

/** A file to download (a sheet with a folded corner). */
export function FileIcon(props: IconProps) {
  const size = props.size ?? 28;
  return (
    <svg
      className={props.className}
      width={size}
      height={(size * 32) / 28}
      viewBox="0 0 28 32"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M3 1h15l7 7v23H3z" fill="#fff" stroke="currentColor" strokeWidth="2" />
      <path d="M18 1v7h7" {...stroke} strokeWidth="2" />
      <path d="M8 16h12M8 21h12M8 26h8" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export function ThumbnailsIcon(props: IconProps) {
  return (
    <Svg defaultSize={16} viewBox="0 0 16 16" {...props}>
      <path d="M1 1h6v6H1zM9 1h6v6H9zM1 9h6v6H1zM9 9h6v6H9z" fill="currentColor" />
    </Svg>
  );
}

export function ListIcon(props: IconProps) {
  return (
    <Svg defaultSize={16} viewBox="0 0 16 16" {...props}>
      <path d="M1 2h14v2H1zM1 7h14v2H1zM1 12h14v2H1z" fill="currentColor" />
    </Svg>
  );
}

export function LinkedInIcon(props: IconProps) {
  return (
    <Svg defaultSize={20} {...props}>
      <path
        d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.5h4V21H3zm7 0h3.8v1.6h.05c.53-1 1.84-2.05 3.78-2.05C21.6 9.05 22 11.5 22 14.7V21h-4v-5.6c0-1.34-.03-3.06-1.86-3.06-1.87 0-2.15 1.46-2.15 2.96V21h-4z"
        fill="currentColor"
      />
    </Svg>
  );
}

export function FacebookIcon(props: IconProps) {
  return (
    <Svg defaultSize={20} {...props}>
      <path
        d="M13.5 21v-7.5H16l.4-3H13.5V8.6c0-.87.25-1.46 1.5-1.46h1.6V4.46A21 21 0 0 0 14.3 4.3c-2.3 0-3.8 1.4-3.8 3.96v2.24H8v3h2.5V21z"
        fill="currentColor"
      />
    </Svg>
  );
}

export function YoutubeIcon(props: IconProps) {
  return (
    <Svg defaultSize={20} {...props}>
      <path
        d="M21.6 7.2a2.5 2.5 0 0 0-1.76-1.77C18.27 5 12 5 12 5s-6.27 0-7.84.43A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.76 1.77C5.73 19 12 19 12 19s6.27 0 7.84-.43a2.5 2.5 0 0 0 1.76-1.77A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z"
        fill="currentColor"
      />
    </Svg>
  );
}

export function InstagramIcon(props: IconProps) {
  return (
    <Svg defaultSize={20} {...props}>
      <path
        d="M12 7a5 5 0 1 1 0 10 5 5 0 0 1 0-10zm0 2a3 3 0 1 0 0 6 3 3 0 0 0 0-6zm5.5-3.5a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4zM7.5 2h9A5.5 5.5 0 0 1 22 7.5v9a5.5 5.5 0 0 1-5.5 5.5h-9A5.5 5.5 0 0 1 2 16.5v-9A5.5 5.5 0 0 1 7.5 2zm0 2A3.5 3.5 0 0 0 4 7.5v9A3.5 3.5 0 0 0 7.5 20h9a3.5 3.5 0 0 0 3.5-3.5v-9A3.5 3.5 0 0 0 16.5 4z"
        fill="currentColor"
      />
    </Svg>
  );
}

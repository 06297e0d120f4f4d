import type { ReactNode } from 'react';

/** Small inline icons of the search UI: 20×20, drawn with the current colour, hidden from screen readers. */
export function Icon({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <svg
      className={className}
      width="20"
      height="20"
      viewBox="0 0 20 20"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export const SearchIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <circle cx="8.5" cy="8.5" r="6" />
    <line x1="13" y1="13" x2="18" y2="18" />
  </Icon>
);

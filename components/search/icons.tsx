import { Icon } from './icon';

// The search button's icon is in ./icon.tsx, which the page loads up front; these load with the modal.
export { SearchIcon } from './icon';

export const SpinnerIcon = () => (
  <Icon className="DocSearch-Spinner">
    <circle cx="10" cy="10" r="7.5" strokeOpacity="0.3" />
    <path d="M10 2.5a7.5 7.5 0 0 1 7.5 7.5" />
  </Icon>
);

export const PageIcon = () => (
  <Icon>
    <path d="M5 2h7l4 4v12H5z" />
    <path d="M12 2v4h4" />
  </Icon>
);

export const HashIcon = () => (
  <Icon>
    <line x1="8" y1="3" x2="6" y2="17" />
    <line x1="14" y1="3" x2="12" y2="17" />
    <line x1="3.5" y1="7.5" x2="16.5" y2="7.5" />
    <line x1="3" y1="12.5" x2="16" y2="12.5" />
  </Icon>
);

export const TextIcon = () => (
  <Icon>
    <line x1="3" y1="5" x2="17" y2="5" />
    <line x1="3" y1="10" x2="17" y2="10" />
    <line x1="3" y1="15" x2="12" y2="15" />
  </Icon>
);

export const ClockIcon = () => (
  <Icon>
    <circle cx="10" cy="10" r="7.5" />
    <path d="M10 5.5V10l3 2" />
  </Icon>
);

export const StarIcon = () => (
  <Icon>
    <polygon points="10,2.5 12.2,7.4 17.5,7.8 13.4,11.3 14.7,16.5 10,13.7 5.3,16.5 6.6,11.3 2.5,7.8 7.8,7.4" />
  </Icon>
);

export const CloseIcon = () => (
  <Icon>
    <line x1="5" y1="5" x2="15" y2="15" />
    <line x1="15" y1="5" x2="5" y2="15" />
  </Icon>
);

export const EnterIcon = () => (
  <Icon>
    <path d="M16 4v5a2 2 0 0 1-2 2H4" />
    <path d="M8 7l-4 4 4 4" />
  </Icon>
);

export const NoResultsIcon = () => (
  <Icon>
    <circle cx="8.5" cy="8.5" r="6" />
    <line x1="13" y1="13" x2="18" y2="18" />
    <line x1="6" y1="6" x2="11" y2="11" />
    <line x1="11" y1="6" x2="6" y2="11" />
  </Icon>
);

export const ErrorIcon = () => (
  <Icon>
    <circle cx="10" cy="10" r="7.5" />
    <line x1="10" y1="6" x2="10" y2="11" />
    <line x1="10" y1="14" x2="10" y2="14.01" />
  </Icon>
);

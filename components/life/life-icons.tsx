import { CalendarIcon, Icon, PeopleIcon, type IconProps } from '@/components/ui/icons';

const CompassIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="m15.5 8.5-2 5-5 2 2-5 5-2Z" />
  </Icon>
);

const NewspaperIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 4h12v15a1 1 0 0 0 1 1H6a2 2 0 0 1-2-2V5a1 1 0 0 1 1-1Z" />
    <path d="M17 9h3v10a1 1 0 0 1-2 0M8 8h5M8 12h5M8 16h5" />
  </Icon>
);

const PlayCircleIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m10 9 5 3-5 3V9Z" />
  </Icon>
);

const LinkedRingsIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="9" cy="12" r="5" />
    <circle cx="15" cy="12" r="5" />
  </Icon>
);

const GraduationIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m2 9 10-5 10 5-10 5L2 9Z" />
    <path d="M6 11v5c0 1.5 2.7 3 6 3s6-1.5 6-3v-5M22 9v5" />
  </Icon>
);

/** The icon of each card on the school life index. */
export const lifeIcons = {
  calendar: CalendarIcon,
  activities: CompassIcon,
  news: NewspaperIcon,
  family: PeopleIcon,
  multimedia: PlayCircleIcon,
  partners: LinkedRingsIcon,
  alumns: GraduationIcon,
} as const;

import {
  ArrowLeft,
  ArrowRight,
  ArrowUpDown,
  Bath,
  Bed,
  Bell,
  Building,
  Calendar,
  Camera,
  Car,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  ChevronUp,
  CircleCheck,
  CircleExclamationPoint,
  CircleX,
  Clock,
  Copy,
  CreditCard,
  Download,
  Eye,
  EyeOff,
  FileText,
  Funnel,
  Gift,
  Globe,
  House,
  ImageOff,
  Info,
  Landmark,
  Lock,
  LogOut,
  Mail,
  MapPin,
  Menu,
  Minus,
  Phone,
  Plus,
  QrCode,
  Search,
  Share2,
  Smartphone,
  Trash,
  TrendingUp,
  TriangleExclamationPoint,
  Upload,
  User,
  Wallet,
  X,
  type LucideIcon,
} from 'lucide-react';
import { flipInRtl, icon } from './Icon.css';

interface IconDefinition {
  glyph: LucideIcon;
  /** Points along the reading direction, so it mirrors in RTL (explicit opt-in). */
  directional?: boolean;
}

/** The product's icon set, named by meaning. Start/end names follow the reading direction. */
export const icons = {
  arrowStart: { glyph: ArrowLeft, directional: true },
  arrowEnd: { glyph: ArrowRight, directional: true },
  chevronStart: { glyph: ChevronLeft, directional: true },
  chevronEnd: { glyph: ChevronRight, directional: true },
  chevronDown: { glyph: ChevronDown },
  chevronUp: { glyph: ChevronUp },
  logout: { glyph: LogOut, directional: true },
  sort: { glyph: ArrowUpDown },
  bath: { glyph: Bath },
  bed: { glyph: Bed },
  bell: { glyph: Bell },
  building: { glyph: Building },
  calendar: { glyph: Calendar },
  camera: { glyph: Camera },
  car: { glyph: Car },
  check: { glyph: Check },
  success: { glyph: CircleCheck },
  error: { glyph: CircleX },
  warning: { glyph: TriangleExclamationPoint },
  alert: { glyph: CircleExclamationPoint },
  info: { glyph: Info },
  clock: { glyph: Clock },
  copy: { glyph: Copy },
  card: { glyph: CreditCard },
  download: { glyph: Download },
  upload: { glyph: Upload },
  eye: { glyph: Eye },
  eyeOff: { glyph: EyeOff },
  file: { glyph: FileText },
  filter: { glyph: Funnel },
  gift: { glyph: Gift },
  globe: { glyph: Globe },
  home: { glyph: House },
  imageMissing: { glyph: ImageOff },
  bank: { glyph: Landmark },
  lock: { glyph: Lock },
  mail: { glyph: Mail },
  mapPin: { glyph: MapPin },
  menu: { glyph: Menu },
  minus: { glyph: Minus },
  plus: { glyph: Plus },
  phone: { glyph: Phone },
  qrCode: { glyph: QrCode },
  search: { glyph: Search },
  share: { glyph: Share2 },
  smartphone: { glyph: Smartphone },
  trash: { glyph: Trash },
  trendingUp: { glyph: TrendingUp },
  user: { glyph: User },
  wallet: { glyph: Wallet },
  close: { glyph: X },
} as const satisfies Record<string, IconDefinition>;

export type IconName = keyof typeof icons;
export const iconNames = Object.keys(icons) as IconName[];
export const iconSizes = [16, 20, 24, 32] as const;

export interface IconProps {
  name: IconName;
  size?: (typeof iconSizes)[number];
  /** Gives the icon a name for screen readers; without it the icon is decorative. */
  label?: string;
  className?: string;
}

export function Icon({ name, size = 20, label, className }: IconProps) {
  const def: IconDefinition = icons[name];
  const Glyph = def.glyph;
  const classes = [icon, def.directional ? flipInRtl : undefined, className].filter(Boolean).join(' ');
  return (
    <Glyph
      width={size}
      height={size}
      strokeWidth={2}
      className={classes}
      data-icon={name}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    />
  );
}

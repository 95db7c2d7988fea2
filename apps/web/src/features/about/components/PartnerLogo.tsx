import * as styles from '../About.css';
import type { PartnerShape } from '../team';

const marks: Record<PartnerShape, string> = {
  circle: 'M20 4a16 16 0 1 1 0 32a16 16 0 1 1 0-32z',
  square: 'M6 6h28v28H6z',
  triangle: 'M20 4l16 30H4z',
  hexagon: 'M20 3l15 8.5v17L20 37 5 28.5v-17z',
  diamond: 'M20 3l17 17-17 17L3 20z',
};

/**
 * A partner's wordmark, drawn here rather than downloaded: a simple mark and
 * the name. Brand names read left to right in every language.
 */
export function PartnerLogo({ name, shape }: { name: string; shape: PartnerShape }) {
  // Sized to the name, so every wordmark sits centred in its tile.
  const width = Math.min(260, 54 + name.length * 10.5);
  return (
    <svg className={styles.partnerLogo} viewBox={`0 0 ${width} 40`} role="img" aria-label={name} direction="ltr" data-partner="">
      <path d={marks[shape]} fill="currentColor" />
      <text x="46" y="21" dominantBaseline="central" fill="currentColor" fontSize="17" fontWeight="700" fontFamily="inherit" direction="ltr" {...(width >= 260 ? { textLength: 206, lengthAdjust: 'spacingAndGlyphs' } : {})}>
        {name}
      </text>
    </svg>
  );
}

import { useUI } from '@sahm/ui';
import { useIntl } from 'react-intl';

/** The smallest share the API can state: it gives a holder's share in hundredths of a percent, rounded down. */
const SMALLEST = 0.01;

/**
 * A holder's share of a property, as the API gives it (a percent with two
 * decimals, rounded down). A property of 72,000 tokens makes a holder of five
 * 0.0069%, given as 0: that shows "Less than 0.01%", not "0.00%" beside the
 * tokens they hold.
 */
export function SharePercent({ percent, tokens }: { percent: number; tokens: number }) {
  const t = useIntl().formatMessage;
  const { format } = useUI();
  const text = tokens > 0 && percent < SMALLEST ? t({ id: 'portfolio.share.under' }, { percent: format.percent(SMALLEST, 2) }) : format.percent(percent, 2);
  return <bdi>{text}</bdi>;
}

// A fresh app as another team writes it: the installed packages, their one
// CSS file and fonts, four product components under UIProvider. The locale
// comes from ?locale= (en or ar), so one build serves both directions.
import '@sahm/tokens/fonts.css';
import '@sahm/ui/styles.css';
import { Calculator, OtpInput, PropertyCard, TransactionTable, UIProvider, type Locale, type TransactionRow } from '@sahm/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const locale: Locale = new URLSearchParams(window.location.search).get('locale') === 'ar' ? 'ar' : 'en';

/** A drawn cover, so the capture never depends on the network. */
const cover = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200"><rect width="320" height="200" fill="#9fd3e6"/>' +
    '<rect x="40" y="92" width="70" height="108" fill="#486581"/><rect x="120" y="40" width="86" height="160" fill="#0b6e64"/>' +
    '<rect x="216" y="78" width="64" height="122" fill="#6b7c93"/></svg>',
)}`;

const rows: TransactionRow[] = [
  { id: 't1', time: '2025-03-14T09:30:00Z', type: 'buy', asset: 'Erbil Garden Villas', tokens: 12, amount: 1_200_000, paymentWith: 'fastpay', status: 'completed' },
  { id: 't2', time: '2025-03-12T16:05:00Z', type: 'deposit', asset: 'Wallet', amount: 500_000, paymentWith: 'fib', status: 'pending' },
  { id: 't3', time: '2025-03-01T08:00:00Z', type: 'rent', asset: 'Baghdad Tower, Karrada', tokens: 30, amount: 45_000, status: 'success' },
];

function App() {
  return (
    <UIProvider locale={locale} applyToDocument>
      <main style={{ display: 'grid', gridTemplateColumns: '300px 1fr', gap: 24, padding: 24, alignItems: 'start' }}>
        <PropertyCard
          name="Empire Tower, Erbil"
          propertyType="Residential"
          imageSrc={cover}
          price={250_000_000}
          priceKind="property"
          irr={12.345}
          fundedPercent={64.5}
          tokenPrice={100_000}
          href="#property"
          badges={['hot']}
        />
        <div style={{ display: 'grid', gap: 24 }}>
          <Calculator defaultValue={{ amount: 1_000_000 }} />
          <OtpInput defaultValue="123" hint="Sent to +964 750 000 0000" />
        </div>
        <div style={{ gridColumn: '1 / -1' }}>
          <TransactionTable rows={rows} captionVisible timeZone="Asia/Baghdad" />
        </div>
      </main>
    </UIProvider>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('no #root');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

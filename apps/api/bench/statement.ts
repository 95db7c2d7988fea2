// pnpm bench: the yearly PDF statement (issue 12). Prints figures; asserts
// nothing. Draws a busy investor's year (BENCH_STATEMENT_ROWS trades and as
// many deposits and withdrawals, default 300 each, 20 holdings, 20 rent
// lines) with statementPdf() in English and in Arabic, BENCH_STATEMENT_RUNS
// times each (default 10): the first statement of the process (it unpacks
// the fonts), then the median and the slowest of the rest, as wall time and
// as the CPU time of this process, which is steadier than the wall time on a
// busy machine. The database's part (statementData) is left out: these are
// the drawing's figures.
import { cpus, loadavg } from 'node:os';
import type { AppLocale } from '@sahm/domain';
import type { StatementData } from '../src/transactions/exports';
import { statementPdf } from '../src/transactions/statement-pdf';

const ROWS = Number(process.env.BENCH_STATEMENT_ROWS ?? 300);
const RUNS = Number(process.env.BENCH_STATEMENT_RUNS ?? 10);

const names = {
  en: ['Gulan Heights', 'Mansour Garden Residences', 'Erbil Citadel View', 'Basra Corniche Tower'],
  ar: ['أبراج كولان', 'مساكن حدائق المنصور', 'إطلالة قلعة أربيل', 'برج كورنيش البصرة'],
} as const;
const labels = {
  en: { buy: 'Buy', deposit: 'Deposit', withdraw: 'Withdrawal', success: 'Success' },
  ar: { buy: 'شراء', deposit: 'إيداع', withdraw: 'سحب', success: 'ناجحة' },
} as const;

function year(locale: 'en' | 'ar'): StatementData {
  const property = (i: number) => `${names[locale][i % 4]} ${i + 1}`;
  const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 13 * 3_600_000).toISOString();
  const l = labels[locale];
  return {
    year: 2026,
    investor: { name: locale === 'en' ? 'Layla Hassan' : 'ليلى حسن', email: 'layla@example.com' },
    summary: { deposits: 75_000_000, withdrawals: 12_500_000, purchases: 48_250_000, sales: 3_100_000, rent: 1_845_000, fees: 96_500 },
    holdings: Array.from({ length: 20 }, (_, i) => ({ property: property(i), tokens: 10 + i, pricePerToken: 50_000 + i * 250, value: (10 + i) * (50_000 + i * 250) })),
    rent: Array.from({ length: 20 }, (_, i) => ({ property: property(i), amount: 92_250 + i * 1_000 })),
    trades: Array.from({ length: ROWS }, (_, i) => ({ time: at(i), type: 'buy', typeLabel: l.buy, property: property(i % 20), tokens: 1 + (i % 9), amount: (1 + (i % 9)) * 50_000, fee: 500 })),
    wallet: Array.from({ length: ROWS }, (_, i) => ({
      time: at(i),
      type: i % 5 === 4 ? 'withdraw' : 'deposit',
      typeLabel: i % 5 === 4 ? l.withdraw : l.deposit,
      statusLabel: l.success,
      amount: 250_000 + i * 100,
    })),
  };
}

async function measure(locale: AppLocale & ('en' | 'ar')) {
  const data = year(locale);
  const wall: number[] = [];
  const cpu: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    bytes = (await statementPdf(data, locale, new Date('2027-01-02T09:00:00Z'))).length;
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  const rest = (xs: number[]) => xs.slice(1).sort((a, b) => a - b);
  const ms = (v: number | undefined) => `${(v ?? 0).toFixed(0)} ms`;
  const w = rest(wall);
  const c = rest(cpu);
  console.log(
    `${locale}: first ${ms(wall[0])} (cpu ${ms(cpu[0])}); then median ${ms(w[Math.floor(w.length / 2)])} (cpu ${ms(c[Math.floor(c.length / 2)])}), slowest ${ms(w.at(-1))} (cpu ${ms(c.at(-1))}); ${(bytes / 1024).toFixed(0)} KiB`,
  );
}

console.log(`Sahm statement benchmark: ${ROWS} trades and ${ROWS} wallet rows a year, ${RUNS} statements per language`);
console.log(`machine: ${cpus().length} cores, Node ${process.version}, load ${loadavg()[0]!.toFixed(1)}\n`);
await measure('en');
await measure('ar');

import type { AppLocale } from '@sahm/domain';

/**
 * The words of the history's CSV and the yearly statement, in the investor's
 * language (decisions.md §14), using glossary.md's terms. Numbers and dates
 * are never written here: they come through Intl in the language's digits.
 */
export interface ExportText {
  csv: {
    time: string;
    type: string;
    status: string;
    property: string;
    tokens: string;
    pricePerToken: string;
    amount: string;
    fee: string;
    paymentWith: string;
    seller: string;
    buyer: string;
  };
  party: { platform: string; you: string };
  payment: Record<'cash' | 'wallet' | 'fastpay' | 'fib' | 'card' | 'platform', string>;
  title: string;
  investor: string;
  period: string;
  issued: string;
  summary: string;
  deposits: string;
  withdrawals: string;
  purchases: string;
  sales: string;
  rent: string;
  fees: string;
  holdings: string;
  holdingsTotal: string;
  rentReceived: string;
  trades: string;
  wallet: string;
  date: string;
  type: string;
  property: string;
  tokens: string;
  price: string;
  value: string;
  amount: string;
  fee: string;
  status: string;
  none: string;
  currency: string;
  page: string;
}

export const exportText: Record<AppLocale, ExportText> = {
  en: {
    csv: {
      time: 'Time',
      type: 'Type',
      status: 'Status',
      property: 'Property',
      tokens: 'Tokens',
      pricePerToken: 'Price per token (IQD)',
      amount: 'Amount (IQD)',
      fee: 'Fee (IQD)',
      paymentWith: 'Paid with',
      seller: 'Seller',
      buyer: 'Buyer',
    },
    party: { platform: 'Sahm platform', you: 'you' },
    payment: { cash: 'Cash', wallet: 'Wallet', fastpay: 'FastPay', fib: 'FIB', card: 'Card', platform: 'Platform' },
    title: 'Yearly statement {year}',
    investor: 'Investor',
    period: 'Period',
    issued: 'Issued',
    summary: 'Summary',
    deposits: 'Deposits',
    withdrawals: 'Withdrawals',
    purchases: 'Tokens bought',
    sales: 'Tokens sold',
    rent: 'Rent received',
    fees: 'Fees paid',
    holdings: 'Holdings at year end',
    holdingsTotal: 'Total value',
    rentReceived: 'Rent received by property',
    trades: 'Trades and gifts',
    wallet: 'Deposits and withdrawals',
    date: 'Date',
    type: 'Type',
    property: 'Property',
    tokens: 'Tokens',
    price: 'Price per token',
    value: 'Value',
    amount: 'Amount',
    fee: 'Fee',
    status: 'Status',
    none: 'None this year.',
    currency: 'All amounts are in Iraqi dinar (IQD). Times are Iraq time.',
    page: 'Page {page} of {pages}',
  },
  ar: {
    csv: {
      time: 'الوقت',
      type: 'النوع',
      status: 'الحالة',
      property: 'العقار',
      tokens: 'الحصص',
      pricePerToken: 'سعر الحصة (د.ع.)',
      amount: 'المبلغ (د.ع.)',
      fee: 'الرسوم (د.ع.)',
      paymentWith: 'طريقة الدفع',
      seller: 'البائع',
      buyer: 'المشتري',
    },
    party: { platform: 'منصة سهم', you: 'أنت' },
    payment: { cash: 'نقداً', wallet: 'المحفظة', fastpay: 'فاست باي', fib: 'مصرف العراق الأول', card: 'بطاقة', platform: 'المنصة' },
    title: 'الكشف السنوي لعام {year}',
    investor: 'المستثمر',
    period: 'الفترة',
    issued: 'تاريخ الإصدار',
    summary: 'الملخص',
    deposits: 'الإيداعات',
    withdrawals: 'السحوبات',
    purchases: 'الحصص المشتراة',
    sales: 'الحصص المباعة',
    rent: 'دخل الإيجار',
    fees: 'الرسوم المدفوعة',
    holdings: 'الحصص المملوكة في نهاية العام',
    holdingsTotal: 'إجمالي القيمة',
    rentReceived: 'دخل الإيجار حسب العقار',
    trades: 'التداولات والهدايا',
    wallet: 'الإيداعات والسحوبات',
    date: 'التاريخ',
    type: 'النوع',
    property: 'العقار',
    tokens: 'الحصص',
    price: 'سعر الحصة',
    value: 'القيمة',
    amount: 'المبلغ',
    fee: 'الرسوم',
    status: 'الحالة',
    none: 'لا شيء هذا العام.',
    currency: 'جميع المبالغ بالدينار العراقي (د.ع.). الأوقات بتوقيت العراق.',
    page: 'الصفحة {page} من {pages}',
  },
  kr: {
    csv: {
      time: 'کات',
      type: 'جۆر',
      status: 'دۆخ',
      property: 'موڵک',
      tokens: 'پشک',
      pricePerToken: 'نرخی هەر پشکێک (د.ع.)',
      amount: 'بڕ (د.ع.)',
      fee: 'ڕسووم (د.ع.)',
      paymentWith: 'ڕێگای پارەدان',
      seller: 'فرۆشیار',
      buyer: 'کڕیار',
    },
    party: { platform: 'پلاتفۆرمی سەهم', you: 'تۆ' },
    payment: { cash: 'نەختینە', wallet: 'جزدان', fastpay: 'فاست پەی', fib: 'بانکی یەکەمی عێراق', card: 'کارت', platform: 'پلاتفۆرم' },
    title: 'ڕاپۆرتی ساڵانەی {year}',
    investor: 'وەبەرهێنەر',
    period: 'ماوە',
    issued: 'ڕێکەوتی دەرچوون',
    summary: 'پوختە',
    deposits: 'دانانی پارە',
    withdrawals: 'ڕاکێشانی پارە',
    purchases: 'پشکی کڕدراو',
    sales: 'پشکی فرۆشراو',
    rent: 'داهاتی کرێ',
    fees: 'ڕسوومی دراو',
    holdings: 'پشکەکان لە کۆتایی ساڵ',
    holdingsTotal: 'کۆی بەها',
    rentReceived: 'داهاتی کرێ بەپێی موڵک',
    trades: 'کڕین و فرۆشتن و دیاری',
    wallet: 'دانانی پارە و ڕاکێشانی پارە',
    date: 'ڕێکەوت',
    type: 'جۆر',
    property: 'موڵک',
    tokens: 'پشک',
    price: 'نرخی هەر پشکێک',
    value: 'بەها',
    amount: 'بڕ',
    fee: 'ڕسووم',
    status: 'دۆخ',
    none: 'ئەم ساڵ هیچ نییە.',
    currency: 'هەموو بڕەکان بە دیناری عێراقین (د.ع.). کاتەکان بە کاتی عێراقن.',
    page: 'پەڕەی {page} لە {pages}',
  },
  bh: {
    csv: {
      time: 'دەم',
      type: 'جور',
      status: 'رەوش',
      property: 'مولک',
      tokens: 'پشک',
      pricePerToken: 'بهایێ هەر پشکەکێ (د.ع.)',
      amount: 'بر (د.ع.)',
      fee: 'ڕسووم (د.ع.)',
      paymentWith: 'رێکا پارەدانێ',
      seller: 'فروشیار',
      buyer: 'کریار',
    },
    party: { platform: 'پلاتفورما سەهم', you: 'تو' },
    payment: { cash: 'پارێ نەقد', wallet: 'جزدان', fastpay: 'فاست پەی', fib: 'بانکا ئێکێ یا عیراقێ', card: 'کارت', platform: 'پلاتفورم' },
    title: 'راپورتا سالانە یا {year}',
    investor: 'وەبەرهێنەر',
    period: 'دەم',
    issued: 'رێکەفتا دەرچوونێ',
    summary: 'کورتی',
    deposits: 'دانانا پارەی',
    withdrawals: 'ڕاکێشانا پارەی',
    purchases: 'پشکێن هاتینە کرین',
    sales: 'پشکێن هاتینە فروتن',
    rent: 'داهاتێ کرێ',
    fees: 'ڕسوومێن هاتینە دان',
    holdings: 'پشک د دوماهیا سالێ دا',
    holdingsTotal: 'سەرجەمێ بهای',
    rentReceived: 'داهاتێ کرێ ل دویڤ مولکی',
    trades: 'کرین و فروتن و دیاری',
    wallet: 'دانانا پارەی و ڕاکێشانا پارەی',
    date: 'رێکەفت',
    type: 'جور',
    property: 'مولک',
    tokens: 'پشک',
    price: 'بهایێ هەر پشکەکێ',
    value: 'بها',
    amount: 'بر',
    fee: 'ڕسووم',
    status: 'رەوش',
    none: 'ڤێ سالێ چ نینە.',
    currency: 'هەمی بر ب دینارێ عیراقی نە (د.ع.). دەم ب دەمێ عیراقێ نە.',
    page: 'لاپەرێ {page} ژ {pages}',
  },
};

/** Fills `{name}` placeholders. */
export const fill = (template: string, params: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);

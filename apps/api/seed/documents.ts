/**
 * Small, valid one-page PDFs for the demo properties' documents (title deed,
 * valuation report, rental contract or building permit), written by hand:
 * no dependency, byte offsets computed for the cross-reference table.
 * The text is English in Helvetica (a standard PDF font, ASCII only).
 */
import { cities, documentTitles, type DocumentKind, type SeedProperty } from './catalog';

const iqd = (v: number) => `${v.toLocaleString('en-US')} IQD`;

/** ASCII for Helvetica's standard encoding; parentheses and backslashes escaped. */
function pdfText(value: string): string {
  return value
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/[\\()]/g, (c) => `\\${c}`);
}

/** A one-page PDF with a heading and lines of text. */
export function simplePdf(heading: string, lines: string[]): Buffer {
  const ops = ['BT', '/F2 20 Tf', '56 770 Td', `(${pdfText(heading)}) Tj`, '/F1 11 Tf', '0 -34 Td'];
  for (const line of lines) ops.push(`(${pdfText(line)}) Tj`, '0 -18 Td');
  ops.push('ET', '0.8 0.1 0.1 RG', '56 60 m 539 60 l S');
  const stream = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The text of one demo document. Fixed content, so the generated files never change between runs. */
export function propertyDocument(p: SeedProperty, doc: DocumentKind): Buffer {
  const where = [`Property: ${p.name.en}`, `Address: ${p.address.en}, ${cities[p.city].en}, Iraq`, `Reference: SAHM-${p.slug.toUpperCase()}`, ''];
  const pricePerToken = Math.floor(p.valuation / p.totalTokens);
  const body: Record<DocumentKind, string[]> = {
    'title-deed': [
      `Registered area: ${p.areaSqm.toLocaleString('en-US')} square metres`,
      `Use: ${p.type}`,
      'Registered owner: Sahm Property Holding (special purpose company for this property)',
      `Beneficial owners: holders of the ${p.totalTokens.toLocaleString('en-US')} Sahm tokens of this property`,
      'Encumbrances: none registered',
    ],
    'valuation-report': [
      `Market value of the property: ${iqd(p.propertyValue)}`,
      `Valuation used for tokens: ${iqd(p.valuation)}`,
      `Tokens: ${p.totalTokens.toLocaleString('en-US')}; price per token: ${iqd(pricePerToken)}`,
      `Expected monthly rent: ${iqd(p.expectedRent)}`,
      `Internal rate of return (forecast): ${p.irr}% per year`,
      'Method: comparable sales and income capitalisation.',
    ],
    'rental-contract': [
      `Monthly rent: ${iqd(p.monthlyRent)}, payable on the first day of each month`,
      'Term: three years, renewable by agreement',
      `Platform rent fee: ${p.rentFeeBps / 100}% of the gross rent`,
      'Net rent is distributed to token holders in proportion to their tokens.',
    ],
    'building-permit': [
      `Permitted use: ${p.type}`,
      `Permitted floor area: ${p.areaSqm.toLocaleString('en-US')} square metres`,
      'Status: works in progress; occupancy certificate pending',
    ],
  };
  return simplePdf(documentTitles[doc].en, [
    ...where,
    ...body[doc],
    '',
    'Demonstration document generated for the Sahm demo catalog.',
    'It is not a legal record and has no legal effect.',
  ]);
}

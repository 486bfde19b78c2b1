/**
 * The agreement templates of spec 000 section 3 as Chinese PDFs (the CJK font is embedded by
 * content/pdf.ts): what a company prints, fills, signs, stamps and uploads on AuthUpload.
 */
import { A4, type PdfItem, buildPdf, wrapCjk } from '../content/pdf';
import { AGREEMENT_TITLES, agreementText } from './agreements';

const cache = new Map<string, Buffer>();

export function agreementTemplatePdf(code: string): Buffer {
  const cached = cache.get(code);
  if (cached) return cached;
  const title = AGREEMENT_TITLES[code];
  const items: PdfItem[] = [
    { kind: 'box', x: 0, y: A4.height - 80, w: A4.width, h: 80, color: [29, 78, 216] },
    { kind: 'text', x: 48, y: A4.height - 50, size: 20, text: title, bold: true, color: [255, 255, 255] },
    { kind: 'text', x: 48, y: A4.height - 70, size: 10, text: `协议编号：${code}`, color: [219, 234, 254] },
  ];
  let y = A4.height - 118;
  const line = (text: string, size = 11, bold = false): void => {
    for (const part of wrapCjk(text, size)) {
      items.push({ kind: 'text', x: 48, y, size, text: part, bold });
      y -= size + 7;
    }
  };
  line('甲方（企业名称）：______________________________________', 12, true);
  line('统一社会信用代码：______________________________________', 12, true);
  line('乙方：平台运营方（商业保理公司）', 12, true);
  y -= 8;
  agreementText(code).forEach((paragraph, i) => {
    line(`第${'一二三四五六七八九十'[i] ?? i + 1}条  ${paragraph}`);
    y -= 6;
  });
  y -= 16;
  items.push({ kind: 'rule', x1: 48, y1: y + 10, x2: A4.width - 48, y2: y + 10 });
  line('法定代表人（签字）：________________        企业（盖章）：', 12);
  y -= 40;
  line('签署日期：________ 年 ____ 月 ____ 日', 12);
  items.push({ kind: 'rule', x1: 48, y1: 56, x2: A4.width - 48, y2: 56 });
  items.push({ kind: 'text', x: 48, y: 38, size: 9, text: '请打印本模板，由法定代表人签字并加盖企业公章后，扫描或拍照上传。', color: [107, 114, 128] });
  const pdf = buildPdf(`${title}（${code}）`, [items]);
  cache.set(code, pdf);
  return pdf;
}

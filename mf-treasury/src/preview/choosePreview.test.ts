/** @jest-environment node */
import { choosePreview, contentTypeFits } from './choosePreview';

describe('choosePreview', () => {
  it.each([
    ['pdf', 'treasury-brochure.pdf', 'pdf'],
    ['PDF', 'REPORT.PDF', 'pdf'],
    ['image', 'treasury-overview.png', 'image'],
    ['img', 'photo.jpeg', 'image'],
    ['png', 'chart.png', 'image'],
    ['video', 'treasury-intro.mp4', 'video'],
    ['mp4', 'clip.mp4', 'video'],
    ['file', 'manual.pdf', 'pdf'],
    ['file', 'poster.webp', 'image'],
    ['file', 'fund-plan-template.csv', 'unsupported'],
    ['csv', 'fund-plan-template.csv', 'unsupported'],
    ['docx', 'contract.docx', 'unsupported'],
    ['zip', 'archive.zip', 'unsupported'],
    ['pdf', 'no-extension', 'pdf'],
    ['file', 'no-extension', 'unsupported'],
    ['pdf', 'treasury-intro.mp4', 'unsupported'],
    ['image', 'evil.svg', 'image'],
  ])('type %s, file %s: %s', (type, file, expected) => {
    expect(choosePreview(type, file)).toBe(expected);
  });
});

describe('contentTypeFits', () => {
  it.each([
    ['pdf', 'application/pdf', true],
    ['pdf', 'text/html; charset=utf-8', false],
    ['image', 'image/png', true],
    ['image', 'image/svg+xml', false],
    ['video', 'video/mp4', true],
    ['video', 'application/octet-stream', false],
    ['pdf', null, true],
    ['unsupported', 'text/csv', true],
  ] as const)('%s with %s: %s', (kind, contentType, expected) => {
    expect(contentTypeFits(kind, contentType)).toBe(expected);
  });
});

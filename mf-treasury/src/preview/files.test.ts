import { ApiError } from '@portal/core';
import { treasuryApi } from '../api/treasury';
import { DOWNLOAD_FAILED, FILE_MISSING, downloadTreasuryFile, fetchTreasuryFile, previewPath } from './files';

jest.mock('../api/treasury', () => ({ ...jest.requireActual('../api/treasury'), treasuryApi: { file: jest.fn() } }));

const file = treasuryApi.file as jest.MockedFunction<typeof treasuryApi.file>;

/** What the client's raw call resolves with, reduced to what the code reads (jsdom has no Response). */
const answer = (body: string, contentType: string) =>
  ({ blob: async () => new Blob([body], { type: contentType }), headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? contentType : null) } }) as unknown as Response;

describe('treasury files', () => {
  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:x');
    URL.revokeObjectURL = jest.fn();
  });

  it('reads a file with its content type', async () => {
    file.mockResolvedValue(answer('%PDF-1.4', 'application/pdf'));
    const fetched = await fetchTreasuryFile('a.pdf');
    expect(fetched.contentType).toBe('application/pdf');
    expect(fetched.blob.size).toBe(8);
  });

  it('turns a 404 into the missing-file message and other failures into the download message', async () => {
    file.mockRejectedValue(new ApiError({ kind: 'http', status: 404, path: '/treasury/v1/file/x', serverMessage: FILE_MISSING, download: true }));
    await expect(fetchTreasuryFile('x')).rejects.toThrow(FILE_MISSING);
    expect(await downloadTreasuryFile('x')).toBe(FILE_MISSING);
    file.mockRejectedValue(new ApiError({ kind: 'http', status: 500, path: '/treasury/v1/file/x', download: true }));
    expect(await downloadTreasuryFile('x')).toBe(DOWNLOAD_FAILED);
  });

  it('shows nothing when the file service refuses with 1004002 (spec 001 section 8)', async () => {
    file.mockRejectedValue(new ApiError({ kind: 'business', code: 1004002, serverMessage: '文件不存在', path: '/treasury/v1/file/x', download: true }));
    expect(await downloadTreasuryFile('x')).toBeUndefined();
  });

  it('downloads through a link named after the file', async () => {
    file.mockResolvedValue(answer('a,b', 'text/csv'));
    const clicked: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.download} ${this.href}`);
    });
    expect(await downloadTreasuryFile('fund-plan-template.csv')).toBeUndefined();
    expect(clicked).toEqual(['fund-plan-template.csv blob:x']);
  });

  it('builds the preview path from the content type', () => {
    expect(previewPath({ file: 'a b.pdf', contentType: 'application/pdf' })).toBe('/treasuryFront/view/pdf/a%20b.pdf');
    expect(previewPath({ file: 'c.png', contentType: 'image/png' })).toBe('/treasuryFront/view/image/c.png');
    expect(previewPath({ file: 'd.mp4', contentType: 'video/mp4' })).toBe('/treasuryFront/view/video/d.mp4');
    expect(previewPath({ file: 'e.csv', contentType: 'text/csv; charset=utf-8' })).toBe('/treasuryFront/view/file/e.csv');
  });
});

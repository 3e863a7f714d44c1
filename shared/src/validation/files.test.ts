import { activateLocale } from '@portal/shared/i18n';
import { settingsStore } from '@portal/shared/settings';
import { resetPortalState } from '@portal/shared/testing';
import { bytesToMb, checkFileSize, checkFileType, fileTooLargeMessage } from './files';

const file = (size: number, type = 'application/pdf', name = 'invoice.pdf') => ({ size, type, name });

beforeEach(resetPortalState);

describe('file checks', () => {
  it('limits the size to fileUploadSizeLimit, 15,000,000 bytes by default', () => {
    expect(checkFileSize(file(15_000_000))).toBeUndefined();
    expect(checkFileSize(file(15_000_001))).toBe('fileTooLarge');
    settingsStore.getState().setPublic({ fileUploadSizeLimit: 1_000_000 });
    expect(checkFileSize(file(1_000_001))).toBe('fileTooLarge');
    expect(checkFileSize(file(1_000_001), 2_000_000)).toBeUndefined();
  });

  it('checks the type against an accept list of MIME types, wildcards and extensions', () => {
    const accept = 'image/png, image/jpeg, image/*, application/pdf';
    expect(checkFileType(file(1, 'image/webp', 'a.webp'), accept)).toBeUndefined();
    expect(checkFileType(file(1), accept)).toBeUndefined();
    expect(checkFileType(file(1, 'text/plain', 'a.txt'), accept)).toBe('fileTypeNotAccepted');
    expect(checkFileType(file(1, '', 'data.XLSX'), ['.xlsx'])).toBeUndefined();
    expect(checkFileType(file(1, 'text/plain', 'a.txt'), '')).toBeUndefined();
  });

  // Issue 15 finding 10: whatever the field accepts, never SVG (script in an image) nor a name whose extension a
  // bidirectional override disguises; the API refuses the same (api/src/core/upload-safety.test.ts).
  it('refuses SVG files and names with right-to-left overrides, even where every image or any file is accepted', () => {
    for (const accept of ['image/*', 'image/svg+xml, .svg', '']) {
      expect(checkFileType(file(1, 'image/svg+xml', 'logo.svg'), accept)).toBe('fileTypeNotAccepted');
      expect(checkFileType(file(1, '', 'logo.SVG'), accept)).toBe('fileTypeNotAccepted');
      expect(checkFileType(file(1, 'image/svg+xml', 'logo.png'), accept)).toBe('fileTypeNotAccepted');
    }
    for (const name of [
      'invoice\u202Efdp.exe',
      'invoice\u202D.pdf',
      'invoice\u2066.pdf',
      'invoice\u200F.pdf',
    ])
      expect(checkFileType(file(1, 'application/pdf', name), 'application/pdf, .pdf')).toBe(
        'fileTypeNotAccepted',
      );
    expect(checkFileType(file(1, 'image/png', 'logo.png'), 'image/*')).toBeUndefined();
    expect(checkFileType(file(1, 'application/pdf', 'factura-ñ.pdf'), '.pdf')).toBeUndefined();
  });

  it('says "file too large" with the limit in MB', () => {
    expect(bytesToMb(15_000_000)).toBe(15);
    expect(fileTooLargeMessage(15_000_000)).toBe('The file is too large. The maximum size is 15 MB.');
    expect(fileTooLargeMessage(2_500_000)).toBe('The file is too large. The maximum size is 2.5 MB.');
  });

  it('says it in the active locale', async () => {
    await activateLocale('es-ES');
    expect(fileTooLargeMessage(2_500_000)).toBe(
      'El archivo es demasiado grande. El tamaño máximo es 2,5 MB.',
    );
  });
});

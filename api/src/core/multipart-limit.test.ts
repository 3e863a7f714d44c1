import { bearer, testApp, tokenFor } from '../testing/app';

it('answers 413 file_too_large with the limit for a multipart file over the limit', async () => {
  const t = await testApp({ uploadLimitBytes: 1000 });
  const boundary = '----limit';
  const body = [
    `--${boundary}\r\nContent-Disposition: form-data; name="already_registered"\r\n\r\nno`,
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n${'x'.repeat(5000)}`,
    `--${boundary}--\r\n`,
  ].join('\r\n');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/contracts/0010001/iban/',
    payload: body,
    headers: {
      ...bearer(await tokenFor(t.app, '12345678Z')),
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
  });
  expect(res.statusCode).toBe(413);
  expect(res.json()).toMatchObject({ message: 'file_too_large', limit_bytes: 1000, limit_mb: 0 });
  await t.close();
});

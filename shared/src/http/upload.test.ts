import Cookies from 'js-cookie';
import { File as NodeFile } from 'node:buffer';
import { authStore } from '@portal/shared/auth';
import { bus } from '@portal/shared/events';
import { configureHttp } from './config';
import { HttpError, NetworkError, TimeoutError } from './errors';
import { createTestToken, resetPortalState, setupTestServer } from '@portal/shared/testing';
import { http, HttpResponse } from 'msw';
import { postWithProgress } from './upload';

const server = setupTestServer();

function body(): FormData {
  const form = new FormData();
  form.append('subject', 'Invoice');
  form.append(
    'attachment',
    new NodeFile(['%PDF'], 'invoice.pdf', { type: 'application/pdf' }) as unknown as File,
  );
  return form;
}

beforeEach(() => {
  resetPortalState();
  authStore.getState().loginSuccess(createTestToken({ user_id: '12345678Z' }));
});

describe('postWithProgress', () => {
  it('sends the multipart body with the token and answers the JSON; progress ends at 1', async () => {
    const seen: { auth: string | null; subject: unknown; file: string | undefined }[] = [];
    server.use(
      http.post('*/api/v1/crm/cases/', async ({ request }) => {
        const form = await request.formData();
        const file = form.get('attachment');
        seen.push({
          auth: request.headers.get('Authorization'),
          subject: form.get('subject'),
          file: typeof file === 'string' || file === null ? undefined : file.name,
        });
        return HttpResponse.json({ id: 7 }, { status: 201 });
      }),
    );
    const progress: number[] = [];
    await expect(
      postWithProgress<{ id: number }>('crm/cases/', body(), { onProgress: (f) => progress.push(f) }),
    ).resolves.toEqual({ id: 7 });
    expect(seen).toEqual([
      { auth: expect.stringMatching(/^Bearer ey/) as string, subject: 'Invoice', file: 'invoice.pdf' },
    ]);
    expect(progress.at(-1)).toBe(1);
  });

  it('answers a 400 as an HttpError with its field errors', async () => {
    server.use(
      http.post('*/api/v1/crm/cases/', () =>
        HttpResponse.json({ message: 'validation_error', errors: { subject: 'Too long' } }, { status: 400 }),
      ),
    );
    const failure = await postWithProgress('crm/cases/', body()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ status: 400, errors: { subject: 'Too long' } });
  });

  it('a 401 token_expired goes through the session-expired path', async () => {
    const expired = jest.fn();
    bus.on('session:expired', expired);
    server.use(
      http.post('*/api/v1/crm/cases/', () =>
        HttpResponse.json({ message: 'token_expired' }, { status: 401 }),
      ),
    );
    const carried = Cookies.get('token');
    await expect(postWithProgress('crm/cases/', body())).rejects.toMatchObject({ status: 401 });
    // With the token the upload carried (a late answer must not mark a newer session expired).
    expect(expired).toHaveBeenCalledWith({ source: 'http', token: carried });
    bus.off('session:expired', expired);
  });

  it('no answer is a NetworkError', async () => {
    server.use(http.post('*/api/v1/crm/cases/', () => HttpResponse.error()));
    await expect(postWithProgress('crm/cases/', body())).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('postWithProgress progress', () => {
  const RealXhr = globalThis.XMLHttpRequest;
  afterEach(() => {
    globalThis.XMLHttpRequest = RealXhr;
  });

  it('reports the share of the body sent as the upload progresses', async () => {
    class StubXhr extends EventTarget {
      status = 201;
      statusText = 'Created';
      responseText = '{"id":1}';
      readonly upload = new EventTarget();
      open() {}
      setRequestHeader() {}
      getAllResponseHeaders() {
        return '';
      }
      abort() {}
      send() {
        for (const loaded of [250, 750, 1000]) {
          const event = new Event('progress') as Event & {
            loaded: number;
            total: number;
            lengthComputable: boolean;
          };
          Object.assign(event, { loaded, total: 1000, lengthComputable: true });
          this.upload.dispatchEvent(event);
        }
        this.dispatchEvent(new Event('load'));
      }
    }
    globalThis.XMLHttpRequest = StubXhr as unknown as typeof XMLHttpRequest;
    const progress: number[] = [];
    await postWithProgress('crm/cases/', body(), { onProgress: (f) => progress.push(f) });
    expect(progress).toEqual([0.25, 0.75, 1, 1]);
  });

  // Issue 15 finding 10: an API that hangs must not leave the upload spinning for ever.
  it('gives up with a TimeoutError when the API stays silent past the time limit', async () => {
    configureHttp({ timeoutMs: 80 });
    server.use(http.post('*/api/v1/crm/cases/', () => new Promise<never>(() => undefined)));
    await expect(postWithProgress('crm/cases/', body())).rejects.toBeInstanceOf(TimeoutError);
  });
});

// jsdom can neither navigate nor save a file: a test of a download records the links the browser would follow.

/**
 * From now until `jest.restoreAllMocks()`: every anchor clicked is recorded (and not followed) in the array returned,
 * and object URLs are `blob:portal/1`. Call it in `beforeEach`, beside the other resets.
 */
export function recordDownloads(): HTMLAnchorElement[] {
  const clicked: HTMLAnchorElement[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  jest.spyOn(URL, 'createObjectURL').mockReturnValue('blob:portal/1');
  jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  return clicked;
}

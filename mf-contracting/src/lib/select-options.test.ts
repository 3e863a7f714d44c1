import { namedOptions } from './select-options';

describe('namedOptions', () => {
  it('gives each item by its id as text, shown by its name; none while the list loads', () => {
    expect(
      namedOptions([
        { id: 1, name: '2.0TD' },
        { id: 'CL', name: 'Calle' },
      ]),
    ).toEqual([
      { value: '1', label: '2.0TD' },
      { value: 'CL', label: 'Calle' },
    ]);
    expect(namedOptions(undefined)).toEqual([]);
  });
});

// The builders of the contract's schemas: the JSON they give is what openapi.json publishes, key order included.
import { arrayOf, closed, dataListOf, named, sortedKeys } from './schema';

describe('closed', () => {
  it('gives a closed object requiring every property, in their order, by default', () => {
    const schema = closed({ id: { type: 'number' }, name: { type: 'string' } });
    expect(schema).toEqual({
      type: 'object',
      properties: { id: { type: 'number' }, name: { type: 'string' } },
      required: ['id', 'name'],
      additionalProperties: false,
    });
    expect(Object.keys(schema)).toEqual(['type', 'properties', 'required', 'additionalProperties']);
  });

  it('takes the required properties and a description, which comes last', () => {
    const schema = closed(
      { id: { type: 'number' }, note: { type: 'string' } },
      { required: ['id'], description: 'A thing.' },
    );
    expect(schema.required).toEqual(['id']);
    expect(Object.keys(schema)).toEqual([
      'type',
      'properties',
      'required',
      'additionalProperties',
      'description',
    ]);
    expect(closed({ a: { type: 'string' } }, { required: [] }).required).toEqual([]);
  });
});

describe('named, arrayOf, dataListOf and sortedKeys', () => {
  it('puts the $id first', () => {
    expect(Object.keys(named('Thing', closed({ id: { type: 'number' } })))).toEqual([
      '$id',
      'type',
      'properties',
      'required',
      'additionalProperties',
    ]);
  });

  it('gives a {data} list of references', () => {
    expect(arrayOf('Thing')).toEqual({ type: 'array', items: { $ref: 'Thing#' } });
    expect(dataListOf('ThingList', 'Thing', 'GET things/')).toEqual({
      $id: 'ThingList',
      type: 'object',
      properties: { data: { type: 'array', items: { $ref: 'Thing#' } } },
      required: ['data'],
      additionalProperties: false,
      description: 'GET things/',
    });
  });

  it('sorts the names of the properties', () => {
    expect(sortedKeys({ dso_phone: 1, dso: 2, amount_debt: 3 })).toEqual(['amount_debt', 'dso', 'dso_phone']);
  });
});

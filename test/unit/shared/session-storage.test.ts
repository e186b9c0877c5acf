import * as v from 'valibot';
import { readSession, removeSession, writeSession } from '../../../src/shared/listing/session-storage';

const isState = v.looseObject({ page: v.number() });

describe('session storage', () => {
  afterEach(() => sessionStorage.clear());

  test('writes, reads back with a shape check, and removes', () => {
    writeSession('grid', { page: 3 });
    expect(readSession('grid', isState)).toEqual({ page: 3 });
    removeSession('grid');
    expect(readSession('grid', isState)).toBeNull();
  });

  test('a foreign or corrupt entry reads as absent', () => {
    sessionStorage.setItem('grid', '{not json');
    expect(readSession('grid', isState)).toBeNull();
    sessionStorage.setItem('grid', '{"page":"tres"}');
    expect(readSession('grid', isState)).toBeNull();
  });

  test('storage that throws never breaks the caller', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('QuotaExceededError');
    });
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('SecurityError');
    });
    expect(() => writeSession('grid', { page: 1 })).not.toThrow();
    expect(readSession('grid', isState)).toBeNull();
  });
});

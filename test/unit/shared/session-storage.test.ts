import * as v from 'valibot';
import { readSession, removeSession, writeSession } from '../../../src/shared/listing/session-storage';

const isState = v.looseObject({ page: v.number() });
const storage = () => sessionStorage;

describe('session storage', () => {
  afterEach(() => sessionStorage.clear());

  test('writes, reads back with a shape check, and removes', () => {
    writeSession(storage, 'grid', { page: 3 });
    expect(readSession(storage, 'grid', isState)).toEqual({ page: 3 });
    removeSession(storage, 'grid');
    expect(readSession(storage, 'grid', isState)).toBeNull();
  });

  test('a foreign or corrupt entry reads as absent', () => {
    sessionStorage.setItem('grid', '{not json');
    expect(readSession(storage, 'grid', isState)).toBeNull();
    sessionStorage.setItem('grid', '{"page":"tres"}');
    expect(readSession(storage, 'grid', isState)).toBeNull();
  });

  test('storage that throws never breaks the caller', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('QuotaExceededError');
    });
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('SecurityError');
    });
    expect(() => writeSession(storage, 'grid', { page: 1 })).not.toThrow();
    expect(readSession(storage, 'grid', isState)).toBeNull();
  });

  test('storage refused when reached (a sandboxed iframe) reads as absent too', () => {
    const refused = () => {
      throw new DOMException('SecurityError');
    };
    expect(() => writeSession(refused, 'grid', { page: 1 })).not.toThrow();
    expect(() => removeSession(refused, 'grid')).not.toThrow();
    expect(readSession(refused, 'grid', isState)).toBeNull();
  });
});

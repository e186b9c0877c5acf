import { consumerProductPath, cookbookPath, distributorPath, pathSegment, postPath, productPath, REGISTER_PATH } from '../../../src/shared/api/routes';

describe('public routes', () => {
  test('every route, with its id as one path segment', () => {
    expect(postPath(12)).toBe('/post/12');
    expect(REGISTER_PATH).toBe('/register_pdv/');
    expect(productPath(3)).toBe('/product/3');
    expect(consumerProductPath(3)).toBe('consumers/product/3');
    expect(distributorPath(40)).toBe('/distribuidores/40');
    expect(cookbookPath(7)).toBe('/recetarios/7');
  });

  test('pathSegment encodes text, refuses "", "." and "..", and numbers outside the safe-integer range', () => {
    expect(pathSegment('pan dulce/2?x#y')).toBe('pan%20dulce%2F2%3Fx%23y');
    expect(pathSegment('...')).toBe('...');
    expect(pathSegment(-1)).toBe('-1');
    for (const bad of ['', '.', '..']) expect(() => pathSegment(bad)).toThrow('not a path segment');
    for (const bad of [1e23, 1.5, Number.NaN]) expect(() => pathSegment(bad)).toThrow('not a path segment');
    expect(() => postPath(1e23)).toThrow('not a path segment');
  });
});

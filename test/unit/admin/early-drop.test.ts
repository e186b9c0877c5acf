import { earlyDropIndex } from '../../../src/admin/shared/sorting/early-drop';

// Rows 60 px high with 12 px between them: centres 30, 102, 174, 246.
const centres = [30, 102, 174, 246];

test.each([
  [1, -72, 0, 'one row up: the row above'],
  [1, -40, 0, 'past half-way up: the row above'],
  [1, -30, 1, 'short of half-way: where it was'],
  [0, 150, 2, 'two rows down'],
  [3, -1000, 0, 'far above the list: the first place'],
  [0, 1000, 3, 'far below the list: the last place'],
  [2, 0, 2, 'not moved: where it was'],
])('row %i moved %i px lands at %i (%s)', (from, travel, to) => {
  expect(earlyDropIndex(centres, from, travel)).toBe(to);
});

test('a list of one row keeps it where it is', () => {
  expect(earlyDropIndex([40], 0, -200)).toBe(0);
});

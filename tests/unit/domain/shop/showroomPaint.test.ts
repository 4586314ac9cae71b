import { describe, expect, it } from 'vitest';

import { showroomPaint } from '../../../../src/domain/shop/showroomPaint';

describe('showroomPaint', () => {
  it('gives a car the same paint every time, a valid hue', () => {
    for (let carID = 1; carID <= 60; carID += 1) {
      expect(showroomPaint(carID)).toBe(showroomPaint(carID));
      expect(showroomPaint(carID)).toBeGreaterThanOrEqual(0);
      expect(showroomPaint(carID)).toBeLessThan(360);
    }
  });

  it('does not paint a showroom of cars all one colour', () => {
    const paints = new Set(Array.from({ length: 12 }, (_, i) => showroomPaint(i + 1)));
    expect(paints.size).toBeGreaterThanOrEqual(6);
    // Neighbours in the catalogue rarely share a paint.
    let same = 0;
    for (let carID = 1; carID < 53; carID += 1) {
      if (showroomPaint(carID) === showroomPaint(carID + 1)) same += 1;
    }
    expect(same).toBeLessThan(8);
  });
});

// Every car's art is authored in one red body paint; the showroom shows each model in a paint of
// its own, so a page of cars is not a wall of red. A car bought from the showroom arrives in the
// paint the player saw. The rule is a pure function of the car id, the same on server and client.

/** Paints the showroom uses (hue angles applied to the red art: red, orange, gold, ... violet). */
const SHOWROOM_HUES = [0, 25, 45, 100, 150, 185, 210, 240, 275, 310] as const;

export function showroomPaint(carID: number): number {
  const index = Math.abs(Math.imul(carID, 2654435761) >>> 0) % SHOWROOM_HUES.length;
  return SHOWROOM_HUES[index]!;
}

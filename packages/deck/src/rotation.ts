/**
 * An element's rotation as every writer takes it: degrees clockwise in [0, 360), 0 for none.
 * The model allows -360..360 so an editor may store what its handle gave; PowerPoint writes
 * only non-negative angles.
 */
export function rotationDegrees(rotate: number | undefined): number {
  const turned = (rotate ?? 0) % 360;
  // `+ 0` turns -0 (from -360 or -0) into 0.
  return turned < 0 ? turned + 360 : turned + 0;
}

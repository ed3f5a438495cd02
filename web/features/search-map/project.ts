import shapes from './canton-shapes.json';

/** A point on the canton map, in the units of its viewBox (`shapes.viewBox`): x to the east, y to the south. */
export type MapPoint = { x: number; y: number };

const { west, north, scaleX, scaleY, margin } = shapes.projection;

/**
 * Where a place (WGS84 longitude and latitude, in degrees) lies on the canton map: the projection that
 * scripts/build-canton-map.mjs drew the cantons with (equirectangular, x shrunk by the cosine of 46.8°).
 */
export function toMapPoint(longitude: number, latitude: number): MapPoint {
  return { x: (longitude - west) * scaleX + margin, y: (north - latitude) * scaleY + margin };
}

import type { RegistryMapPoint } from '@raiz/domain';
import type { MapPoint } from '../../components/map/map-point';
import { paths } from '../../config/paths';

/** The registry's points as the map draws them: each card leads to the project's public page. */
export const registryMapPoints = (points: RegistryMapPoint[]): MapPoint[] =>
  points.map((p) => ({
    key: p.slug,
    name: p.name,
    detail: p.organizationName,
    href: paths.registryProject.href(p.slug),
    latitude: p.latitude,
    longitude: p.longitude,
  }));

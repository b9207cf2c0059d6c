import { PlantSections } from './PlantSections';
import { ROLLING_PLANT_SECTIONS } from './rollingPlant.data';

/** rolling-plant: continuous casting, cold rolling and the expansion. */
export function RollingPlant() {
  return <PlantSections sections={ROLLING_PLANT_SECTIONS} />;
}

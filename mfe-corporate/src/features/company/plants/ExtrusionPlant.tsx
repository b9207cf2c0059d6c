import { EXTRUSION_PLANT_SECTIONS } from './extrusionPlant.data';
import { PlantSections } from './PlantSections';

/** extrusion-plant: presses, billet foundry, the press table and the finishing lines. */
export function ExtrusionPlant() {
  return <PlantSections sections={EXTRUSION_PLANT_SECTIONS} />;
}

import * as extrusionPlantContent from './extrusionPlant.data';
import { PlantSections } from './PlantSections';
import { useLocalizedContent } from '@alu/common';
import { corporateTexts } from '../../../shared/i18n/corporateTexts';

/** extrusion-plant: presses, billet foundry, the press table and the finishing lines. */
export function ExtrusionPlant() {
  const { EXTRUSION_PLANT_SECTIONS } = useLocalizedContent(extrusionPlantContent, corporateTexts);
  return <PlantSections sections={EXTRUSION_PLANT_SECTIONS} />;
}

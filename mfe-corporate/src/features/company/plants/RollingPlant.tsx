import { PlantSections } from './PlantSections';
import * as rollingPlantContent from './rollingPlant.data';
import { useLocalizedContent } from '@alu/common';
import { corporateTexts } from '../../../shared/i18n/corporateTexts';

/** rolling-plant: continuous casting, cold rolling and the expansion. */
export function RollingPlant() {
  const { ROLLING_PLANT_SECTIONS } = useLocalizedContent(rollingPlantContent, corporateTexts);
  return <PlantSections sections={ROLLING_PLANT_SECTIONS} />;
}

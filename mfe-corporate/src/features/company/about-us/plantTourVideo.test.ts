import { siteConfig } from '@alu/common';
import { readPlantTourVideo } from './plantTourVideo';

describe('readPlantTourVideo', () => {
  it('reads the plant tour of siteConfig.videos', () => {
    expect(readPlantTourVideo()).toEqual({
      youtubeId: siteConfig.videos.plantTour.youtubeId,
      title: siteConfig.videos.plantTour.title,
    });
  });

  it('answers nothing when an older config has no video or an empty id', () => {
    expect(readPlantTourVideo({})).toBeUndefined();
    expect(readPlantTourVideo({ videos: {} })).toBeUndefined();
    expect(readPlantTourVideo({ videos: { plantTour: { youtubeId: '  ' } } })).toBeUndefined();
    expect(readPlantTourVideo({ videos: { plantTour: { youtubeId: 42 } } })).toBeUndefined();
    expect(readPlantTourVideo(null)).toBeUndefined();
  });

  it('falls back to a default title', () => {
    expect(readPlantTourVideo({ videos: { plantTour: { youtubeId: 'abc' } } })).toEqual({
      youtubeId: 'abc',
      title: 'Alumis: visita allo stabilimento di Shumen',
    });
  });
});

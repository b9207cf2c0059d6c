import {
  EmbedGate,
  NARROW_SCREEN_QUERY,
  siteConfig,
  useMediaQuery,
  useOnDemandEmbed,
  useTexts,
} from '@alu/common';
import { EuropeMap } from '../../shared/europe-map/EuropeMap';
import styles from './FactoryMap.module.css';
import { contactsTexts } from '../../shared/i18n/contactsTexts';

const { factoryMap, coordinates } = siteConfig;
export const COORDINATES_TEXT = `${coordinates.lat}, ${coordinates.lng}`;

/**
 * The factory on a map. Until the visitor asks, it is a drawn map of Bulgaria with a marker
 * at Shumen (bundled, nothing fetched). "Mostra la mappa interattiva" checks that the maps
 * service answers and then loads its frame, the wide variant on wide screens and the narrow
 * one below 1000 px; if the service is unreachable the drawn map stays, with the link to the
 * coordinates on the service's site.
 */
export function FactoryMap() {
  const tx = useTexts(contactsTexts);
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY);
  const { state, load } = useOnDemandEmbed(factoryMap.probeUrl);

  return (
    <figure className={styles.figure}>
      <div className={`${styles.frame} ${narrow ? styles.narrow : styles.wide}`}>
        {state === 'ready' ? (
          <iframe
            className={styles.embed}
            src={narrow ? factoryMap.mobileEmbedUrl : factoryMap.desktopEmbedUrl}
            title={tx('Mappa interattiva dello stabilimento Alumis a Shumen')}
            loading="lazy"
            referrerPolicy="no-referrer"
            data-variant={narrow ? 'mobile' : 'desktop'}
          />
        ) : (
          <>
            <EuropeMap
              className={styles.fallback}
              view="bulgaria"
              label={tx('Mappa: lo stabilimento Alumis a Shumen, nel nord-est della Bulgaria')}
              highlighted={['Bulgaria']}
              marker={{ coordinates: [coordinates.lng, coordinates.lat], label: tx('Shumen') }}
            />
            <div className={styles.overlay}>
              <EmbedGate
                state={state}
                onLoad={load}
                unreachable={{
                  message: tx('La mappa interattiva non è raggiungibile in questo momento.'),
                  href: factoryMap.linkUrl,
                  link: tx('Apri le coordinate {{coordinates}}', { coordinates: COORDINATES_TEXT }),
                }}
                messageClassName={styles.message}
                buttonClassName={styles.load}
              >
                {state === 'checking'
                  ? tx('Caricamento della mappa…')
                  : tx('Mostra la mappa interattiva')}
              </EmbedGate>
            </div>
          </>
        )}
      </div>
      <figcaption className={styles.caption}>
        {tx('Seconda zona industriale, Shumen (Bulgaria).')}{' '}
        <a href={factoryMap.linkUrl} target="_blank" rel="noopener noreferrer">
          {tx('Apri la mappa in una nuova scheda')}
        </a>
      </figcaption>
    </figure>
  );
}

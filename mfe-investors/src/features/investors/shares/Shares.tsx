import { lazy } from 'react';
import {
  Prose,
  REDUCED_MOTION_QUERY,
  useLocale,
  useLocalizedContent,
  useMediaQuery,
  useTexts,
} from '@alu/common';
import { ChartFrame } from '@alu/common/chart-frame';
import { formatMoney, formatNumber } from '@alu/common/locale-format';
import { FactList } from '../../../shared/facts/FactList';
import { formatPrice, monthLabel } from './sharePriceOptions';
import * as sharesContent from './shares.data';
import { SHARE_PRICE_CHART_ID } from './shares.data';
import styles from './Shares.module.css';
import { investorsTexts } from '../../../shared/i18n/investorsTexts';

const SharePriceChart = lazy(
  () => import(/* webpackChunkName: "investors-share-price" */ './SharePriceChart'),
);

/** shares: the share capital, the shareholders' rights and the share price chart. */
export function Shares() {
  const { SHARE_CAPITAL, SHARE_PRICE_2018, SHARES_TEXT } = useLocalizedContent(
    sharesContent,
    investorsTexts,
  );
  const tx = useTexts(investorsTexts);
  const locale = useLocale();
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const capital = SHARE_CAPITAL.shares * SHARE_CAPITAL.nominalValueBgn;
  return (
    <>
      <Prose>
        <p>{SHARES_TEXT.intro}</p>
        <h2>{SHARES_TEXT.factsHeading}</h2>
      </Prose>
      <FactList
        facts={[
          { label: tx('Numero di azioni'), value: formatNumber(SHARE_CAPITAL.shares, locale) },
          {
            label: tx('Valore nominale'),
            value: tx('{{value}} per azione', {
              value: formatMoney(SHARE_CAPITAL.nominalValueBgn, 'BGN', locale, {
                fractionDigits: 0,
              }),
            }),
          },
          {
            label: tx('Capitale sociale'),
            value: formatMoney(capital, 'BGN', locale, { fractionDigits: 0 }),
          },
          { label: tx('Mercato'), value: tx('Borsa di Bulgaria, mercato non ufficiale') },
        ]}
      />
      <Prose>
        <h2>{SHARES_TEXT.rightsHeading}</h2>
        <ul>
          {SHARES_TEXT.rights.map((right) => (
            <li key={right}>{right}</li>
          ))}
        </ul>
        <h2>{SHARES_TEXT.chartHeading}</h2>
        <p>{SHARES_TEXT.chartIntro}</p>
      </Prose>
      <ChartFrame
        title={tx('Prezzo di chiusura mensile nel 2018')}
        description={tx(
          'Prezzo di chiusura mensile dell’azione nel 2018: grafico ad area; i valori sono nei dati del grafico qui sotto.',
        )}
        table={{
          caption: tx('Prezzo di chiusura mensile dell’azione nel 2018'),
          head: [tx('Mese'), tx('Prezzo di chiusura')],
          rows: SHARE_PRICE_2018.map((point) => [
            monthLabel(point, locale),
            formatPrice(point.close, locale),
          ]),
        }}
        placeholder={<span className={styles.placeholder} />}
        testId="share-price-chart"
        chartId={SHARE_PRICE_CHART_ID}
      >
        <SharePriceChart
          id={SHARE_PRICE_CHART_ID}
          points={SHARE_PRICE_2018}
          animate={!reducedMotion}
        />
      </ChartFrame>
    </>
  );
}

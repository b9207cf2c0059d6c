import { lazy } from 'react';
import { Prose, REDUCED_MOTION_QUERY, useMediaQuery } from '@alu/common';
import { ChartFrame } from '@alu/common/chart-frame';
import { FactList } from '../../../shared/facts/FactList';
import { formatPrice, monthLabel } from './sharePriceOptions';
import * as sharesContent from './shares.data';
import styles from './Shares.module.css';
import { useLocalizedContent } from '@alu/common';
import { investorsTexts } from '../../../shared/i18n/investorsTexts';

const SharePriceChart = lazy(
  () => import(/* webpackChunkName: "investors-share-price" */ './SharePriceChart'),
);

const INTEGER = new Intl.NumberFormat('it-IT');

/** shares: the share capital, the shareholders' rights and the share price chart. */
export function Shares() {
  const { SHARE_CAPITAL, SHARE_PRICE_2018, SHARE_PRICE_CHART_ID, SHARES_TEXT } =
    useLocalizedContent(sharesContent, investorsTexts);
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
          { label: 'Numero di azioni', value: INTEGER.format(SHARE_CAPITAL.shares) },
          { label: 'Valore nominale', value: `${SHARE_CAPITAL.nominalValueBgn} BGN per azione` },
          { label: 'Capitale sociale', value: `${INTEGER.format(capital)} BGN` },
          { label: 'Mercato', value: 'Borsa di Bulgaria, mercato non ufficiale' },
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
        title="Prezzo di chiusura mensile nel 2018"
        description="Prezzo di chiusura mensile dell’azione nel 2018: grafico ad area; i valori sono nei dati del grafico qui sotto."
        table={{
          caption: 'Prezzo di chiusura mensile dell’azione nel 2018',
          head: ['Mese', 'Prezzo di chiusura'],
          rows: SHARE_PRICE_2018.map((point) => [monthLabel(point), formatPrice(point.close)]),
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

// What other components use of the telemetry: the aggregates' reads, their shape, and the
// percentiles of their histograms.
export {
  OTHER_ROUTE,
  SHELL_REMOTE,
  type AggregateCounts,
  type HourAggregate,
  type MinuteAggregate,
} from './aggregates';
export { addHistograms, MEASURE_BOUNDS, p75, type Histogram } from './histograms';
export type { TelemetryIngest } from './telemetryIngest';
export type { TelemetryRepository } from './telemetryRepository';

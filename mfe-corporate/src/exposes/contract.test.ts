import { remoteContractProblems } from '@alu/common';
import * as routesModule from './routes';

test('the corporate remote keeps the federation contract (exposes.json, route table, shapes)', () => {
  expect(remoteContractProblems('corporate', { './routes': routesModule })).toEqual([]);
});

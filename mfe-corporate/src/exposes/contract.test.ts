import { remoteContractProblems } from '@alu/common';
import * as routesModule from './routes';

test('the corporate remote keeps the federation contract (exposes.json, declared routes, shapes)', () => {
  expect(remoteContractProblems('corporate', { './routes': routesModule })).toEqual([]);
});

import { remoteContractProblems } from '@alu/common/testing';
import * as routesModule from './routes';

test('the corporate remote keeps the federation contract (its pages module, declared routes, shapes)', () => {
  expect(remoteContractProblems('corporate', { './routes': routesModule })).toEqual([]);
});

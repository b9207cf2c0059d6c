import { remoteContractProblems } from '@alu/common/testing';
import * as routesModule from './routes';

test('the investors remote keeps the federation contract (its pages module, declared routes, shapes)', () => {
  expect(remoteContractProblems('investors', { './routes': routesModule })).toEqual([]);
});

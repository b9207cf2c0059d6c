import { declareRoutes } from '@alu/common';
import routesJson from './routes.json';

/** This remote's pages and its part of the site's menus (routes.json, shipped with the build). */
export const declaration = declareRoutes(routesJson);

import { createWebpackConfig } from '@portal/shared/build/webpack.mjs';

// What this remote offers the portal: the modules the route catalogue and the slot contributions name.
// Its domain is not built yet, so it exposes nothing and the shell shows "section unavailable" for its routes.
export const exposes = {};

export default createWebpackConfig({
  name: 'mf_consumption_batteries',
  dir: import.meta.dirname,
  port: 8084,
  exposes,
});

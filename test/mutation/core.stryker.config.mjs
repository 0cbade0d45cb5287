// Mutation testing of src/core with test/unit/core: `npm run test:mutation -- core` (see README, Tests).
import { layerConfig } from './layer.mjs';

export default layerConfig('core');

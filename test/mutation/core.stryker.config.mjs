// Mutation testing of src/core with test/unit/core: `npm run test:mutation -- core` (docs/testing.md, "Mutation testing").
import { layerConfig } from './layer.mjs';

export default layerConfig('core');
